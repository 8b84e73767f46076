import { claims } from '../site';

/** "under 30 seconds" -> "Under 30 seconds", for use as a stand-alone metric value. */
export const leadResponseValue =
  claims.leadResponse.charAt(0).toUpperCase() + claims.leadResponse.slice(1);
