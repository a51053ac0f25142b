/** `npm run bench`: every benchmark in turn; each prints its own figures, and one failing does not stop the rest. */
import { spawnSync } from "node:child_process";

const failed: string[] = [];
for (const name of ["start", "api", "scale", "web"]) {
  console.log(`\n=== bench:${name} ===`);
  const { status } = spawnSync("npm", ["run", "--silent", `bench:${name}`], { stdio: "inherit" });
  if (status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.log(`\nFinished with problems in: ${failed.map((n) => `bench:${n}`).join(", ")} (see their output above).`);
  process.exitCode = 1;
}
