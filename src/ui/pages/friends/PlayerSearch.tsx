// 'Rechercher un joueur': GET /api/friends/search?q= 300 ms after the last keystroke (['playerSearch',
// q] in the query cache, read again after each answer); each result offers the action its relation
// allows (Ajouter, Demande envoyée + Annuler, Accepter / Refuser, Ami).
import { useEffect, useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FRIEND_SEARCH_DEBOUNCE_MS, FRIEND_SEARCH_MAX, playerSearchQuery } from '../../../state'
import { friendsPage as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { SectionHead } from '../games/SectionHead'
import { PlayerRow } from './PlayerRow'
import type { Friends, PlayerResult } from './useFriends'

export function PlayerSearch({ friends }: { friends: Friends }) {
  const titleId = useId()
  const fieldId = useId()
  const [value, setValue] = useState('')
  /** The query once typing has paused. */
  const [settled, setSettled] = useState('')
  const query = value.trim().slice(0, FRIEND_SEARCH_MAX)

  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), FRIEND_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query])

  const search = useQuery({ ...playerSearchQuery(settled), enabled: settled !== '' })
  // The answer for what is typed now (none while typing goes on).
  const current = query !== '' && settled === query && !search.isPending ? { query, players: search.isError ? null : (search.data ?? null) } : null
  const searching = !!query && (!current || search.isFetching)

  return (
    <section className="panel lobby-section friends-search" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="friends" title={text.addTitle} intro={text.addIntro} />
      <div className="field">
        <label className="field-label" htmlFor={fieldId}>
          {text.search}
        </label>
        <input
            id={fieldId}
            className="input search-input"
            type="search"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={text.searchPlaceholder}
            maxLength={FRIEND_SEARCH_MAX}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
          />
      </div>
      <div className="search-results" aria-live="polite" aria-busy={searching || undefined}>
        {!query && <p className="muted search-hint">{text.searchHint}</p>}
        {query && !current && <p className="muted search-hint">{text.searching}</p>}
        {current?.players === null && <p className="field-error">{text.searchError}</p>}
        {current?.players?.length === 0 && <p className="muted search-hint">{text.noResult(current.query)}</p>}
        {current?.players && current.players.length > 0 && (
          <ul className="player-list" aria-label={text.searchResults}>
            {current.players.map((player) => (
              <PlayerRow key={player.id} player={player}>
                {(describedBy) => <RelationActions player={player} friends={friends} describedBy={describedBy} />}
              </PlayerRow>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function RelationActions({ player, friends, describedBy }: { player: PlayerResult; friends: Friends; describedBy: string }) {
  const button = (label: string, onClick: () => void, tone: 'primary' | 'secondary' = 'secondary') => (
    <button type="button" className={`button button-small button-${tone}`} aria-describedby={describedBy} disabled={friends.busy} onClick={onClick}>
      {label}
    </button>
  )
  switch (player.relation) {
    case 'self':
      return <span className="tag">{text.you}</span>
    case 'friend':
      return (
        <span className="tag tag-success">
          <Icon name="check" /> {text.friend}
        </span>
      )
    case 'none':
      return button(text.add, () => void friends.send(player), 'primary')
    case 'outgoing': {
      const request = friends.outgoing.find((r) => r.to.id === player.id)
      return (
        <>
          <span className="tag tag-muted">{text.sent}</span>
          {request && button(text.cancel, () => void friends.refuse(request))}
        </>
      )
    }
    case 'incoming': {
      const request = friends.incoming.find((r) => r.from.id === player.id)
      return request ? (
        <>
          {button(text.accept, () => void friends.accept(request), 'primary')}
          {button(text.refuse, () => void friends.refuse(request))}
        </>
      ) : null
    }
  }
}
