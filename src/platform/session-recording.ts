// Session recording (spec 001 §7, §9): the host's recording service and what its answers mean. The spec
// names the call (`GET /api/commerce/fullstory/getId`) and says a mock value is skipped; the value and
// the script's address are ours (docs/blocks.md, "Session recording").

/** The identifier a host answers where recording is not real (a staging or development host): the
 *  provider's fixed placeholder. An answer carrying it loads nothing. */
export const MOCK_SESSION_RECORDING_ID = 'MOCK_FULLSTORY_ID';

/** The recording provider's script, unless the site names another (`websiteSettings.sessionRecordingScriptUrl`). */
export const SESSION_RECORDING_SCRIPT_URL = 'https://edge.fullstory.com/s/fs.js';

/** Recording needs more CPU cores than this (spec 001 §9: "more than 2 CPU cores"). */
export const SESSION_RECORDING_MIN_CORES = 2;
