import { MIN_APPLICATION_TOKEN_LENGTH, SDK_MESSAGES, DEFAULT_CURRENCY } from '../shared/constants';
import { SdkInvalidCredentialError } from './errors';

export type LocationDetails = {
  pincode?: string;
  country?: string;
  country_iso_code?: string;
  city?: string;
  state?: string;
  location?: { latitude: string; longitude: string };
};

export type SdkConfig = {
  applicationId: string;
  applicationToken: string;
  /** Origin of the platform, e.g. http://localhost:3000; ignored by the embedded transport. */
  domain: string;
  currencyCode?: string;
  locationDetails?: LocationDetails;
  cookie?: string;
  strictResponseCheck?: boolean;
};

/** Rejects a configuration with the SDK's configuration messages. */
export function checkConfig(config: Partial<SdkConfig> & Record<string, unknown>): SdkConfig {
  if (!config.applicationId) throw new SdkInvalidCredentialError(SDK_MESSAGES.noApplicationId);
  if (!config.applicationToken) throw new SdkInvalidCredentialError(SDK_MESSAGES.noApplicationToken);
  if (typeof config.applicationToken !== 'string' || config.applicationToken.length < MIN_APPLICATION_TOKEN_LENGTH) {
    throw new SdkInvalidCredentialError(SDK_MESSAGES.invalidApplicationToken);
  }
  if (config.currencyCode !== undefined && typeof config.currencyCode !== 'string') {
    throw new SdkInvalidCredentialError(SDK_MESSAGES.currencyNotString);
  }
  if (
    config.locationDetails !== undefined &&
    (typeof config.locationDetails !== 'object' ||
      config.locationDetails === null ||
      Array.isArray(config.locationDetails))
  ) {
    throw new SdkInvalidCredentialError(SDK_MESSAGES.contextNotObject);
  }
  if (config.strictResponseCheck !== undefined && typeof config.strictResponseCheck !== 'boolean') {
    throw new SdkInvalidCredentialError(SDK_MESSAGES.strictResponseNotBoolean);
  }
  return {
    applicationId: config.applicationId,
    applicationToken: config.applicationToken,
    domain: config.domain ?? 'http://localhost:3000',
    currencyCode: config.currencyCode ?? DEFAULT_CURRENCY,
    locationDetails: config.locationDetails,
    cookie: config.cookie,
    strictResponseCheck: config.strictResponseCheck ?? false,
  };
}
