/** `npm run bench`: every benchmark in turn; each prints its own figures. */
import { execFileSync } from "node:child_process";

for (const name of ["start", "api", "scale", "web"]) {
  console.log(`\n=== bench:${name} ===`);
  execFileSync("npm", ["run", "--silent", `bench:${name}`], { stdio: "inherit" });
}
