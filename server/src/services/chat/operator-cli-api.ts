/**
 * The operator:* commands through a running API's admin calls (routes/admin-operators.ts), for an
 * API on the embedded database, whose files no second process may open (docs/adr/012).
 */
import type { OperatorAccountWire } from '../../contract/admin-operators';
import type { StaffRole } from '../../contract/staff';
import { adminCall, type RunningApi } from '../../db/running-api';
import { OperatorInputError } from '../staff/accounts';

/** What the command does, against the database or through the API. */
export interface OperatorCommands {
  list(): Promise<OperatorAccountWire[]>;
  disable(login: string): Promise<boolean>;
  save(input: {
    login: string;
    name: string;
    password: string;
    reset?: boolean;
    roles?: StaffRole[];
  }): Promise<{ login: string; name: string; created: boolean }>;
}

const refused = (status: number, body: unknown) => {
  const message = (body as { message?: string } | null)?.message ?? String(body);
  if (status === 401)
    return new OperatorInputError(
      `the running API refused the admin token (${message}): give the shop's ADMIN_TOKEN in this command's environment`,
    );
  return new OperatorInputError(message);
};

export function operatorsThroughApi(api: RunningApi): OperatorCommands {
  const login = (value: string) => encodeURIComponent(value.trim().toLowerCase());
  return {
    async list() {
      const answer = await adminCall<OperatorAccountWire[]>(api, 'GET', '/admin/v1/operators');
      if (answer.status !== 200) throw refused(answer.status, answer.body);
      return answer.body;
    },
    async disable(value) {
      const answer = await adminCall(api, 'POST', `/admin/v1/operators/${login(value)}/disable`);
      if (answer.status === 404) return false;
      if (answer.status !== 200) throw refused(answer.status, answer.body);
      return true;
    },
    async save(input) {
      const answer = await adminCall<{ login: string; name: string; created: boolean }>(
        api,
        'PUT',
        `/admin/v1/operators/${login(input.login)}`,
        { name: input.name, password: input.password, reset: input.reset, roles: input.roles },
      );
      if (answer.status !== 200) throw refused(answer.status, answer.body);
      return answer.body;
    },
  };
}
