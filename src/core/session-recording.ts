// The session recording identifier (spec 001 §7): `GET /api/commerce/fullstory/getId`, through the data
// layer. The host answers `{id}`: the recording account the provider's script starts with.

import { api } from './api';
import { isRecord } from './guards';

const SESSION_RECORDING_ID_PATH = '/api/commerce/fullstory/getId';

/** The identifier; rejects with the data layer's error, or when the answer has no usable `id`. */
export async function fetchSessionRecordingId(signal: AbortSignal): Promise<string> {
  const answer = await api.get(SESSION_RECORDING_ID_PATH, { signal });
  const id = isRecord(answer) ? answer['id'] : undefined;
  if (typeof id !== 'string' || id.trim() === '') {
    throw new Error(`The session recording identifier from ${SESSION_RECORDING_ID_PATH} is missing or not a string.`);
  }
  return id.trim();
}
