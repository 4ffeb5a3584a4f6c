import type { Clock } from './clock';
import type { HealthIdFault, LineFault } from './faults';
import type { AuthorizationGrant } from './grants';
import { MemoryStore } from './memory-store';

export interface LineAccessToken {
  identityId: string;
  clientId: string;
  scope: string;
}

export interface HealthIdAccessToken {
  identityId: string;
  clientId: string;
  /** Carried on so the Provider ID steps can fail on request. */
  fault: HealthIdFault | null;
}

export interface ProviderAccessToken {
  identityId: string;
  clientId: string;
  fault: HealthIdFault | null;
}

/** Everything the sandbox remembers: codes, tokens and armed faults. In memory only. */
export class SandboxStore {
  readonly lineCodes: MemoryStore<AuthorizationGrant<LineFault>>;
  readonly lineTokens: MemoryStore<LineAccessToken>;
  readonly healthIdCodes: MemoryStore<AuthorizationGrant<HealthIdFault>>;
  readonly healthIdTokens: MemoryStore<HealthIdAccessToken>;
  readonly providerTokens: MemoryStore<ProviderAccessToken>;
  private armedLineFault: LineFault | null = null;
  private armedHealthIdFault: HealthIdFault | null = null;

  constructor(clock: Clock) {
    this.lineCodes = new MemoryStore(clock);
    this.lineTokens = new MemoryStore(clock);
    this.healthIdCodes = new MemoryStore(clock);
    this.healthIdTokens = new MemoryStore(clock);
    this.providerTokens = new MemoryStore(clock);
  }

  armLineFault(fault: LineFault | null): void {
    this.armedLineFault = fault;
  }

  armHealthIdFault(fault: HealthIdFault | null): void {
    this.armedHealthIdFault = fault;
  }

  get armedFaults(): { line: LineFault | null; healthId: HealthIdFault | null } {
    return { line: this.armedLineFault, healthId: this.armedHealthIdFault };
  }

  /** The armed LINE fault, once: the next sign-in consumes it. */
  takeLineFault(): LineFault | null {
    const fault = this.armedLineFault;
    this.armedLineFault = null;
    return fault;
  }

  takeHealthIdFault(): HealthIdFault | null {
    const fault = this.armedHealthIdFault;
    this.armedHealthIdFault = null;
    return fault;
  }

  reset(): void {
    this.lineCodes.clear();
    this.lineTokens.clear();
    this.healthIdCodes.clear();
    this.healthIdTokens.clear();
    this.providerTokens.clear();
    this.armedLineFault = null;
    this.armedHealthIdFault = null;
  }
}
