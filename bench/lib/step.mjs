/** Name the step in the error, so the table's 'n/a (reason)' says where a run stopped. */
export async function step(name, promise) {
  try {
    return await promise
  } catch (error) {
    throw new Error(`${name}: ${String(error.message).split('\n')[0]}`)
  }
}
