// The dialog of a row action: edit (PUT /admin/user/{id}), credit (POST /api/user/credit), the
// admin toggle (POST /admin/user/edit), disable (DELETE /api/user/{id}/true), delete
// (DELETE /admin/user/{id}, typing the pseudo) and the player's collection.
import { lazy, Suspense } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { User } from '../../../../api/adminUsers'
import { adminDeleteUser, adminDisableUser, adminSetAdmin } from '../../../../state'
import { adminUsers as text } from '../../../../text'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { useAdminAction } from '../shared/useAdminAction'
import { CreditDialog } from './CreditDialog'
import { EditUserDialog } from './EditUserDialog'
import type { UserActionKind } from './UserActions'

const CollectionDialog = lazy(() => import('./CollectionDialog'))

export interface UserDialog {
  kind: Exclude<UserActionKind, 'reactivate'>
  user: User
}

interface Props {
  dialog: UserDialog
  me: number
  onClose: () => void
}

export function UserDialogs({ dialog: { kind, user }, me, onClose }: Props) {
  const run = useAdminAction()
  const client = useQueryClient()
  switch (kind) {
    case 'edit':
      return <EditUserDialog user={user} self={user.id === me} onClose={onClose} />
    case 'credit':
      return <CreditDialog user={user} onClose={onClose} />
    case 'collection':
      return (
        <Suspense fallback={null}>
          <CollectionDialog user={user} onClose={onClose} />
        </Suspense>
      )
    case 'admin':
      return (
        <ConfirmDialog
          title={user.admin ? text.revokeTitle(user.pseudo) : text.grantTitle(user.pseudo)}
          description={user.admin ? text.revokeText : text.grantText}
          confirmLabel={user.admin ? text.removeAdmin : text.makeAdmin}
          tone={user.admin ? 'danger' : 'primary'}
          onConfirm={() => run(() => adminSetAdmin(client, user.id, !user.admin), (u) => (u.admin ? text.granted(u.pseudo) : text.revoked(u.pseudo)))}
          onClose={onClose}
        />
      )
    case 'disable':
      return (
        <ConfirmDialog
          title={text.disableTitle(user.pseudo)}
          description={text.disableText}
          confirmLabel={text.disable}
          onConfirm={() => run(() => adminDisableUser(client, user.id), () => text.disabledDone(user.pseudo))}
          onClose={onClose}
        />
      )
    case 'delete':
      return (
        <ConfirmDialog
          title={text.deleteTitle(user.pseudo)}
          description={text.deleteText}
          confirmLabel={text.deleteConfirm}
          typed={{ word: user.pseudo, label: text.deleteType(user.pseudo) }}
          onConfirm={() => run(() => adminDeleteUser(client, user.id), (done) => done.message)}
          onClose={onClose}
        />
      )
  }
}
