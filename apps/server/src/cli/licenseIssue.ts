import { ISSUE_USAGE, IssueUsageError, issueLicense } from '../modules/license/issue.js';

/** Exit codes: 0 issued, 1 signing failed unexpectedly, 2 the command was used wrongly (or no private key). */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

/**
 * `npm run license:issue -- --name "Ada" --email ada@example.com --plan pro --domains example.com
 * --expires 2027-12-31 [--seats 5]` (vendor only): signs a license key with the vendor private key
 * from LICENSE_PRIVATE_KEY_FILE or LICENSE_PRIVATE_KEY and prints the key on stdout, its details on
 * stderr. Relative key files resolve from the folder npm was started in.
 */
function main(args: string[]): number {
  try {
    const { key, payload } = issueLicense(args, process.env, process.env.INIT_CWD ?? process.cwd());
    const scope = payload.domains.length ? `domains ${payload.domains.join(', ')}` : 'any domain';
    const seats = payload.seats === null ? '' : `, ${payload.seats} seats`;
    console.error(`Issued key ${payload.kid}: ${payload.plan} for ${payload.licensee} <${payload.email}>, ${scope}${seats}, expires ${payload.expires ?? 'never'}`);
    console.log(key);
    return 0;
  } catch (error) {
    if (error instanceof IssueUsageError) {
      console.error(`${error.message}\n${ISSUE_USAGE}`);
      return EXIT_USAGE;
    }
    console.error(error instanceof Error ? error.message : String(error));
    return EXIT_FAILED;
  }
}

process.exitCode = main(process.argv.slice(2));
