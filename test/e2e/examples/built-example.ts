/**
 * A Vite example as the Vite examples' tests start it: a devnet started through the kit while npm installs the
 * copy (the pack before it blocks this process; its children run on), then `npm run build` and `npm run typecheck`
 * side by side. A failed install or build stops the devnet and removes the copy before it throws.
 */
import { installExample, type ExampleApp, type Outcome } from './example-app'
import { startDevnet, type Devnet } from './kit'

export interface BuiltExample {
  example: ExampleApp
  typecheck: Outcome
  devnet: Devnet
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export async function buildViteExample(name: string): Promise<BuiltExample> {
  const devnetStarting = startDevnet({ quiet: true })
  let example: ExampleApp
  try {
    example = await installExample(name)
  } catch (error) {
    await devnetStarting.then((devnet) => devnet.stop(), () => undefined)
    throw error
  }
  console.log(`examples/${name}: npm pack ${seconds(example.packMs)}, npm install of the copy ${seconds(example.install.ms)}`)
  const [build, typecheck, devnet] = await Promise.all([
    example.run('npm', ['run', 'build']),
    example.run('npm', ['run', '--silent', 'typecheck']),
    devnetStarting.catch((error: unknown) => {
      example.remove()
      throw error
    }),
  ])
  console.log(`examples/${name}: vite build ${seconds(build.ms)}, tsc ${seconds(typecheck.ms)} (side by side)`)
  if (build.status !== 0) {
    await devnet.stop()
    example.remove()
    throw new Error(`vite build of examples/${name} failed:\n${build.output.slice(-3000)}`)
  }
  return { example, typecheck, devnet }
}
