// The accounts: a table on desktop (pseudo, e-mail, level, credit, rating, admin, state, created,
// actions) and one card per account on phones, with the same actions.
import { useId } from 'react'
import type { User } from '../../../../api/adminUsers'
import { levelOf } from '../../../../game/levels'
import { adminPage, adminUsers as text } from '../../../../text'
import { UserActions, type UserActionKind } from './UserActions'

interface Props {
  users: User[]
  me: number
  onAction: (kind: UserActionKind, user: User) => void
}

function Tags({ user, me }: { user: User; me: number }) {
  return (
    <>
      {user.id === me && <span className="tag tag-muted">{text.you}</span>}
      {user.admin && <span className="tag">{text.adminTag}</span>}
    </>
  )
}

const State = ({ user }: { user: User }) => (
  <span className={user.disabled ? 'tag tag-danger' : 'tag tag-success'}>{user.disabled ? text.disabled : text.active}</span>
)

export function UserTable({ users, me, onAction }: Props) {
  const c = text.columns
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{text.listLabel}</caption>
        <thead>
          <tr>
            {[c.pseudo, c.email, c.level, c.credit, c.rating, c.admin, c.state, c.created].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
            <th scope="col" className="admin-table-actions">
              <span className="visually-hidden">{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} me={me} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function UserRow({ user, me, onAction }: { user: User; me: number; onAction: Props['onAction'] }) {
  const id = useId()
  return (
    <tr data-disabled={user.disabled ? '' : undefined}>
      <th scope="row">
        <span className="admin-user">
          <span className="avatar avatar-small" aria-hidden="true">
            {user.pseudo.slice(0, 1).toUpperCase()}
          </span>
          <span id={id} className="admin-user-pseudo">
            {user.pseudo}
          </span>
          {user.id === me && <span className="tag tag-muted">{text.you}</span>}
        </span>
      </th>
      <td className="admin-cell-email">{user.email}</td>
      <td>
        <span className="admin-strong">{text.levelShort(levelOf(user.level))}</span>
        <span className="admin-sub">{text.xp(user.level)}</span>
      </td>
      <td className="admin-num">{text.credit(user.credit)}</td>
      <td className="admin-num">{user.rating}</td>
      <td>{user.admin ? <span className="tag">{text.adminTag}</span> : <span className="muted">{adminPage.none}</span>}</td>
      <td>
        <State user={user} />
      </td>
      <td className="admin-nowrap">{text.created(user.createdAt)}</td>
      <td className="admin-table-actions">
        <UserActions user={user} me={me} describedBy={id} onAction={onAction} />
      </td>
    </tr>
  )
}

export function UserCards({ users, me, onAction }: Props) {
  return (
    <ul className="admin-cards" aria-label={text.listLabel}>
      {users.map((user) => (
        <UserCard key={user.id} user={user} me={me} onAction={onAction} />
      ))}
    </ul>
  )
}

function UserCard({ user, me, onAction }: { user: User; me: number; onAction: Props['onAction'] }) {
  const id = useId()
  const c = text.columns
  return (
    <li className="admin-card" data-disabled={user.disabled ? '' : undefined}>
      <div className="admin-card-head">
        <span className="avatar avatar-small" aria-hidden="true">
          {user.pseudo.slice(0, 1).toUpperCase()}
        </span>
        <div className="admin-card-title">
          <span id={id} className="admin-user-pseudo">
            {user.pseudo}
          </span>
          <span className="admin-sub admin-cell-email">{user.email}</span>
        </div>
        <div className="admin-card-tags">
          <Tags user={user} me={me} />
          <State user={user} />
        </div>
      </div>
      <dl className="admin-facts">
        <div>
          <dt>{c.level}</dt>
          <dd>{text.level(levelOf(user.level), user.level)}</dd>
        </div>
        <div>
          <dt>{c.credit}</dt>
          <dd>{text.credit(user.credit)}</dd>
        </div>
        <div>
          <dt>{c.rating}</dt>
          <dd>{user.rating}</dd>
        </div>
        <div>
          <dt>{c.created}</dt>
          <dd>{text.created(user.createdAt)}</dd>
        </div>
      </dl>
      <UserActions user={user} me={me} describedBy={id} onAction={onAction} />
    </li>
  )
}
