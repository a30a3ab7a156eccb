import path from 'node:path';
import type {RunnableSample, RuntimeName} from '../runnableSamples';

/** How to start a prepared sample: a driver that reads cases on stdin, or a program run once per case. */
export interface PreparedRun {
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}

/** Where the stand-in API's throwaway certificate is, in the forms the runtimes read. */
export interface Trust {
  /** PEM file: Node, Python, PHP, Ruby, Go and curl read it. */
  caFile: string;
  /** PKCS12 trust store holding it, for Java (password `changeit`). */
  javaTrustStore: string;
}

export interface Runtime {
  name: Exclude<RuntimeName, 'chromium'>;
  /** Why this machine cannot run the runtime's samples; undefined when it can. */
  missing(): string | undefined;
  /**
   * Writes the sample (substituted `code`) and a driver into `dir`, building
   * them when the language compiles, and says how to start the driver: it
   * reads one JSON case per line and prints `@@result {...}` per case.
   * Undefined for a runtime whose functions are programs (shell).
   */
  prepareDriver?(
    dir: string,
    sample: RunnableSample,
    code: string,
    trust: Trust,
  ): Promise<PreparedRun>;
  /** Writes a whole program into `dir` (building it if needed) and says how to run it. */
  prepareProgram(
    dir: string,
    sample: RunnableSample,
    code: string,
    trust: Trust,
  ): Promise<PreparedRun>;
}

/** Every runtime reads the certificate from one of these variables. */
export function trustEnv(trust: Trust): Record<string, string> {
  return {
    NODE_EXTRA_CA_CERTS: trust.caFile,
    REQUESTS_CA_BUNDLE: trust.caFile,
    SSL_CERT_FILE: trust.caFile,
    CURL_CA_BUNDLE: trust.caFile,
  };
}

/** The file name a sample is saved under: its title's last part, or a default for its language. */
export function sampleFileName(sample: RunnableSample, fallback: string): string {
  const base = sample.title.split('/').pop();
  return base && base.length > 0 ? base : fallback;
}

/** The framework stand-in a sample asked for (`stand-in="rails"`), as a file path; '' for none. */
export function standInFile(sample: RunnableSample, extension: string): string {
  return sample.standIn ? path.join(__dirname, `../standIns/${sample.standIn}.${extension}`) : '';
}
