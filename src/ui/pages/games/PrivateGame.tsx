// Partie privée: invite an accepted friend (POST /api/games/private/create) and share the code while
// waiting, or join a friend's game with its code (POST /api/games/private/join).
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { PRIVATE_CODE_LENGTH, createPrivateGame, friendsQuery, joinPrivateGame } from '../../../state'
import { lobby as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { Spinner } from '../../components/Spinner'
import { FriendSelect } from './FriendSelect'
import { PrivateCode } from './PrivateCode'
import { SectionHead } from './SectionHead'
import type { Lobby } from './useLobby'
import { WaitingPanel } from './WaitingPanel'

/** The code as typed: letters and digits only, upper case, 6 characters at most. */
const normalizeCode = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PRIVATE_CODE_LENGTH)

export function PrivateGame({ lobby, inviteId }: { lobby: Lobby; inviteId: number | null }) {
  const titleId = useId()
  const waiting = lobby.waiting?.mode === 'private' ? lobby.waiting : null
  return (
    <section className="panel lobby-section" aria-labelledby={titleId} id="partie-privee">
      <SectionHead id={titleId} icon="team" title={text.private.title} intro={text.private.intro} />
      {waiting ? (
        <div className="private-waiting">
          <PrivateCode code={waiting.code ?? ''} />
          <WaitingPanel since={waiting.since} cancelling={lobby.cancelling} onCancel={() => void lobby.cancel()} focus={false}>
            <p className="waiting-hint">{waiting.friend ? text.waiting.privateHint(waiting.friend) : text.waiting.privateHintAnyone}</p>
          </WaitingPanel>
        </div>
      ) : (
        <div className="private-grid">
          <CreatePrivate lobby={lobby} inviteId={inviteId} />
          <JoinPrivate lobby={lobby} />
        </div>
      )}
    </section>
  )
}

function CreatePrivate({ lobby, inviteId }: { lobby: Lobby; inviteId: number | null }) {
  const friends = useQuery(friendsQuery(lobby.userId))
  const [chosen, setChosen] = useState<number | null>(inviteId)
  const list = friends.data ?? []
  // The friend chosen (or sent from the Amis page); with a single friend, that one.
  const friend = list.find((f) => f.user.id === chosen) ?? (list.length === 1 ? list[0] : undefined)

  const create = () => {
    if (!friend) return
    void lobby.run(
      'create',
      (client) => createPrivateGame(client, lobby.userId, friend.user.id),
      (game) => lobby.begin('private', game, friend.user.pseudo),
    )
  }

  return (
    <div className="private-part">
      <h3 className="private-part-title">{text.private.createTitle}</h3>
      {friends.isPending && <Spinner label={text.private.friendsLoading} />}
      {friends.isError && !friends.data && <p className="muted">{text.private.friendsError}</p>}
      {friends.data && list.length === 0 && (
        <p className="lobby-note">
          <Icon name="friends" /> <span>{text.private.noFriends}</span>{' '}
          <Link to="/friends">{text.private.findFriends}</Link>
        </p>
      )}
      {list.length > 0 && (
        <div className="private-form">
          <FriendSelect friends={list} value={friend?.user.id ?? null} onChange={setChosen} disabled={lobby.busy} />
          <button type="button" className="button button-primary" onClick={create} disabled={lobby.busy || !friend} aria-busy={lobby.pending === 'create' || undefined}>
            <Icon name="envelope" /> {text.private.create}
          </button>
        </div>
      )}
    </div>
  )
}

function JoinPrivate({ lobby }: { lobby: Lobby }) {
  const fieldId = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const join = (event: FormEvent) => {
    event.preventDefault()
    if (code.length !== PRIVATE_CODE_LENGTH) {
      setError(text.private.codeLength)
      return
    }
    setError(null)
    void lobby.run('join', (client) => joinPrivateGame(client, lobby.userId, code), lobby.go, setError)
  }
  return (
    <form className="private-part join-form" onSubmit={join} noValidate>
      <h3 className="private-part-title">{text.private.joinTitle}</h3>
      <div className="field" data-invalid={error ? '' : undefined}>
        <label className="field-label" htmlFor={fieldId}>
          {text.private.joinField}
        </label>
        <div className="join-row">
          <input
            id={fieldId}
            className="input input-code"
            value={code}
            onChange={(e) => {
              setCode(normalizeCode(e.target.value))
              setError(null)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-${error ? 'error' : 'hint'}`}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={text.private.joinPlaceholder}
          />
          <button type="submit" className="button button-secondary" disabled={lobby.busy} aria-busy={lobby.pending === 'join' || undefined}>
            {text.private.join}
          </button>
        </div>
        {error ? (
          <p className="field-error" id={`${fieldId}-error`} role="alert">
            {error}
          </p>
        ) : (
          <p className="field-hint" id={`${fieldId}-hint`}>
            {text.private.joinHint}
          </p>
        )}
      </div>
    </form>
  )
}
