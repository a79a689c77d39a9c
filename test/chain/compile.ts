/**
 * Compiles test/chain/contracts/*.sol with solc from npm (solc-js, no native binary) at start.
 * evmVersion 'shanghai': what ganache 7.9 runs (solc 0.8.28 would default to cancun, whose
 * opcodes ganache does not know).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

export interface CompiledContract {
  abi: Abi;
  /** Creation code (constructor included). */
  bytecode: Hex;
  /** The code that lives at the address after deployment. */
  deployedBytecode: Hex;
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>;
  contracts: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >;
}

const CONTRACTS_DIR = path.join(__dirname, 'contracts');
const require = createRequire(__filename);

/** Every contract of every .sol file in contracts/, by contract name. */
export function compileContracts(): Record<string, CompiledContract> {
  const solc = require('solc') as { compile(input: string): string };
  const sources = Object.fromEntries(
    fs
      .readdirSync(CONTRACTS_DIR)
      .filter((name) => name.endsWith('.sol'))
      .map((name) => [name, { content: fs.readFileSync(path.join(CONTRACTS_DIR, name), 'utf8') }]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'shanghai',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(`solc:\n${errors.map((error) => error.formattedMessage).join('\n')}`);
  const compiled: Record<string, CompiledContract> = {};
  for (const file of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(file)) {
      compiled[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      };
    }
  }
  return compiled;
}
