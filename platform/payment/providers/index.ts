// Which provider takes the shop's payments. The sandbox until a real provider's keys are set.
import { sandboxProvider } from './sandbox-provider';
import type { PaymentProvider } from './provider';

const PROVIDERS: Record<string, PaymentProvider> = { [sandboxProvider.name]: sandboxProvider };

export function providerNamed(name: string): PaymentProvider | undefined {
  return Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
}

export function activeProvider(): PaymentProvider {
  return sandboxProvider;
}

export type { PaymentProvider, ProviderOutcome, ProviderEvent, ChargeRequest, CardSeen } from './provider';
