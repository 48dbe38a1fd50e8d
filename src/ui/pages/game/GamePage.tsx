// /game/unranked, /game/ranked, /game/private[/{GameId}], /game/training[/{GameId}],
// /game/solo[/{GameId}]: the battle screen in the route's mode, or 'Code de jeu manquant' when
// neither the path nor the navigation state carries a game id.
import { useLayoutEffect } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { installLocalGameSource } from '../../../pwa/localApi'
import { isLocalGameId } from '../../../pwa/localGameId'
import { gameText, gameTitles } from '../../../text/game'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { BattleScreen } from './BattleScreen'
import { gameIdOf, modeOf, numericId } from './gameRoute'
import '../../styles/game.css'

export default function GamePage() {
  const params = useParams()
  const { pathname, state } = useLocation()
  const mode = modeOf(pathname)
  const id = numericId(gameIdOf(params, state))
  useDocumentTitle(id ? gameTitles[mode] : gameText.missingCode)
  const client = useQueryClient()
  // an offline game is answered on this device: its source is plugged in before the battle's first
  // read (a layout effect runs before the screen's effects), also when a reload opens the page
  useLayoutEffect(() => {
    if (id && isLocalGameId(id)) installLocalGameSource(client)
  }, [id, client])
  if (!id) {
    return (
      <div className="page page-narrow page-center game-missing">
        <h1 className="page-title">{gameText.missingCode}</h1>
        <p className="muted">{gameText.missingCodeHelp}</p>
        <Link to="/game" className="button button-primary">
          {gameText.backToGames}
        </Link>
      </div>
    )
  }
  return <BattleScreen key={`${mode}:${id}`} mode={mode} id={id} />
}
