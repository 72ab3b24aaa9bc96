import { runFaultsCommand } from './faultsCommand.ts';

// `npm run faults -- set 'PUT /users/{id}' serverError`: see FAULTS_USAGE.
process.exitCode = await runFaultsCommand(process.argv.slice(2), {
  url: process.env.MOCK_FAULTS_URL || undefined,
  sessionUrl: process.env.IDP_SESSION_URL || undefined,
});
