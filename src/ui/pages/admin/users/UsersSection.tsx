// Joueurs: every account (GET /api/user) or the disabled ones (GET /api/user/disabled), searched by
// pseudo or e-mail; a table on desktop, cards on phones; each row's actions open their dialog.
import { useDeferredValue, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ToggleGroup } from 'radix-ui'
import type { User } from '../../../../api/adminUsers'
import { adminUsersQuery, adminReactivateUser, sessionAtom, useAtomValue, type AdminUsersFilter } from '../../../../state'
import { adminPage, adminUsers as text } from '../../../../text'
import { useIsDesktop } from '../../../hooks/useMediaQuery'
import { AdminSection } from '../shared/AdminSection'
import { SearchField } from '../shared/SearchField'
import { useAdminAction } from '../shared/useAdminAction'
import type { UserActionKind } from './UserActions'
import { UserDialogs, type UserDialog } from './UserDialogs'
import { UserCards, UserTable } from './UserList'

/** Lower case without accents, for the search. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export default function UsersSection() {
  const me = useAtomValue(sessionAtom)?.id ?? 0
  const isDesktop = useIsDesktop()
  const [filter, setFilter] = useState<AdminUsersFilter>('all')
  const [query, setQuery] = useState('')
  const search = fold(useDeferredValue(query).trim())
  const users = useQuery(adminUsersQuery(filter))
  const client = useQueryClient()
  const [dialog, setDialog] = useState<UserDialog | null>(null)
  const run = useAdminAction()

  const open = (kind: UserActionKind, user: User) => {
    if (kind !== 'reactivate') return setDialog({ kind, user })
    void run(() => adminReactivateUser(client, user.id), () => text.reactivatedDone(user.pseudo), { toastError: true })
  }

  return (
    <>
      <AdminSection
      icon="friends"
      title={adminPage.sections.joueurs}
      intro={adminPage.intros.joueurs}
      query={users}
      toolbar={
        <>
          <SearchField label={text.searchLabel} placeholder={text.searchPlaceholder} value={query} onChange={setQuery} />
          <ToggleGroup.Root
            type="single"
            className="segmented"
            value={filter}
            onValueChange={(v) => v && setFilter(v as AdminUsersFilter)}
            aria-label={text.filterLabel}
          >
            <ToggleGroup.Item value="all" className="segmented-item">
              {text.filterAll}
            </ToggleGroup.Item>
            <ToggleGroup.Item value="disabled" className="segmented-item">
              {text.filterDisabled}
            </ToggleGroup.Item>
          </ToggleGroup.Root>
        </>
      }
    >
      {(list) => {
        const shown = search ? list.filter((u) => fold(u.pseudo).includes(search) || fold(u.email).includes(search)) : list
        const props = { users: shown, me, onAction: open }
        return (
          <>
            <p className="admin-count" role="status">
              {text.count(shown.length)}
            </p>
            {shown.length === 0 ? (
              <p className="empty-state empty-compact">{search ? text.noMatch(query.trim()) : filter === 'disabled' ? text.emptyDisabled : text.empty}</p>
            ) : isDesktop ? (
              <UserTable {...props} />
            ) : (
              <UserCards {...props} />
            )}
          </>
        )
      }}
      </AdminSection>
      {dialog && <UserDialogs dialog={dialog} me={me} onClose={() => setDialog(null)} />}
    </>
  )
}
