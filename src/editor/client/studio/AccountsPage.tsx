import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountsAnswer, NewAccountRequest } from '../../../studio/contract.ts';
import { studioCall, type Reply } from '../app/api.ts';
import { confirmAction, Loading, Page } from './Page.tsx';
import { keys, must, T, useAccounts } from './queries.ts';

/** The accounts (an admin's): each one's role, removing one, adding one. */
export function AccountsPage() {
  const accounts = useAccounts();
  return (
    <Page title={T.accountsTitle} ready={accounts.data !== undefined || accounts.error !== null}>
      {accounts.data ? <Accounts data={accounts.data} /> : accounts.error ? <p role="alert">{accounts.error.message}</p> : <Loading />}
    </Page>
  );
}

type Change = { call: () => Promise<Reply<AccountsAnswer>>; then?: () => void };

function Accounts({ data }: { data: AccountsAnswer }) {
  const client = useQueryClient();
  const empty = { name: '', email: '', password: '', role: 'editor' } satisfies NewAccountRequest;
  const [fields, setFields] = useState<NewAccountRequest>(empty);
  const set = (field: keyof NewAccountRequest) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [field]: event.target.value }));
  // every change answers with the accounts as they are now
  const change = useMutation({
    mutationFn: async ({ call }: Change) => must(await call()),
    onSuccess: (answer, { then }) => {
      client.setQueryData(keys.accounts, answer);
      void client.invalidateQueries({ queryKey: keys.accounts });
      void client.invalidateQueries({ queryKey: keys.me }); // one's own role may be the one changed
      then?.();
    },
  });
  const remove = async (name: string) => {
    if (await confirmAction({ heading: T.removeHeading(name), detail: T.removeDetail, action: T.remove(name), danger: true })) change.mutate({ call: () => studioCall('removeAccount', { name }) });
  };
  const columns = T.accountColumns;
  const roleOptions = data.roles.map((role) => (
    <option key={role} value={role}>
      {T.roleName(role)}
    </option>
  ));
  return (
    <>
      <p role="status" data-kind={change.error ? 'error' : undefined}>
        {change.error?.message}
      </p>
      <table className="studio-table">
        <thead>
          <tr>
            <th>{columns.name}</th>
            <th>{columns.email}</th>
            <th>{columns.role}</th>
            <th>{columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {data.accounts.map((a) => (
            <tr key={a.name}>
              <td data-label={columns.name}>{a.name}</td>
              <td data-label={columns.email}>{a.email}</td>
              <td data-label={columns.role}>
                <select aria-label={T.roleOf(a.name)} value={a.role} disabled={change.isPending} onChange={(event) => change.mutate({ call: () => studioCall('setRole', { name: a.name }, { role: event.target.value }) })}>
                  {roleOptions}
                </select>
              </td>
              <td data-label={columns.actions}>
                <button type="button" disabled={change.isPending} onClick={() => void remove(a.name)}>
                  {T.remove(a.name)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{T.addAccountHeading}</h2>
      <form
        className="studio-new"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ call: () => studioCall('addAccount', {}, fields), then: () => setFields(empty) });
        }}
      >
        <label htmlFor="new-name">{columns.name}</label>
        <input id="new-name" required value={fields.name} onChange={set('name')} />
        <label htmlFor="new-email">{columns.email}</label>
        <input id="new-email" type="email" required value={fields.email} onChange={set('email')} />
        <label htmlFor="new-password">{T.passwordLabel(data.minPasswordLength)}</label>
        <input id="new-password" type="password" required minLength={data.minPasswordLength} autoComplete="new-password" value={fields.password} onChange={set('password')} />
        <select aria-label={T.newRole} value={fields.role} onChange={set('role')}>
          {roleOptions}
        </select>
        <button type="submit" disabled={change.isPending}>
          {T.addAccount}
        </button>
      </form>
    </>
  );
}
