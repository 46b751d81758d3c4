/** Bundled into the test pages: the seeded generator of hostile frame messages (test/unit/frame). */
export { createHostileGenerator } from '../../unit/frame/hostile-generator'
