// A row's actions: 'Modifier' and 'Collection', then a Radix dropdown menu with 'Ajuster le
// crédit', the admin toggle, 'Désactiver' / 'Réactiver' and 'Supprimer' (not on one's own account).
import { DropdownMenu } from 'radix-ui'
import type { User } from '../../../../api/adminUsers'
import { adminUsers as text } from '../../../../text'
import { Icon } from '../../../components/Icon'

export type UserActionKind = 'edit' | 'collection' | 'credit' | 'admin' | 'disable' | 'reactivate' | 'delete'

interface Props {
  user: User
  me: number
  /** The id of the pseudo, describing each button. */
  describedBy: string
  onAction: (kind: UserActionKind, user: User) => void
}

export function UserActions({ user, me, describedBy, onAction }: Props) {
  const self = user.id === me
  const act = (kind: UserActionKind) => () => onAction(kind, user)
  return (
    <div className="admin-row-actions">
      <button type="button" className="button button-small button-secondary" aria-describedby={describedBy} onClick={act('edit')}>
        {text.edit}
      </button>
      <button type="button" className="button button-small button-secondary" aria-describedby={describedBy} onClick={act('collection')}>
        <Icon name="cards" /> {text.collection}
      </button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="button button-small button-quiet admin-more" aria-label={text.moreActions(user.pseudo)}>
          <span aria-hidden="true">⋯</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu-content" align="end" sideOffset={6} collisionPadding={12}>
            <DropdownMenu.Item className="menu-item" onSelect={act('credit')}>
              <Icon name="wallet" /> {text.adjustCredit}
            </DropdownMenu.Item>
            {!self && (
              <>
                <DropdownMenu.Item className="menu-item" onSelect={act('admin')}>
                  <Icon name="admin" /> {user.admin ? text.removeAdmin : text.makeAdmin}
                </DropdownMenu.Item>
                <DropdownMenu.Item className="menu-item" onSelect={act(user.disabled ? 'reactivate' : 'disable')}>
                  <Icon name={user.disabled ? 'check' : 'padlock'} /> {user.disabled ? text.reactivate : text.disable}
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="menu-separator" />
                <DropdownMenu.Item className="menu-item menu-item-danger" onSelect={act('delete')}>
                  <Icon name="close" /> {text.delete}
                </DropdownMenu.Item>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  )
}
