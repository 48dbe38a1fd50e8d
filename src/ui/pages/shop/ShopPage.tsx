// /shop — Magasin: the skin shop as a page (the same shop as the wallet's modal): the skins grouped
// by the card or spell they dress, owned ones marked, and the purchase panel; a way to the boosters.
import { Link } from 'react-router-dom'
import { shopPage as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { PageHeader } from '../../components/PageHeader'
import { SkinShop } from '../../modals/skin-shop/SkinShop'

export default function ShopPage() {
  return (
    <div className="page shop-page">
      <PageHeader title={text.title} intro={text.intro} />
      <SkinShop
        variant="page"
        footer={
          <section className="shop-boosters" aria-labelledby="shop-boosters-title">
            <span className="shop-boosters-icon" aria-hidden="true">
              <Icon name="boosters" />
            </span>
            <div>
              <h2 className="shop-boosters-title" id="shop-boosters-title">
                {text.boostersTitle}
              </h2>
              <p>{text.boostersText}</p>
              <Link className="link-button" to="/pack">
                {text.boostersLink}
              </Link>
            </div>
          </section>
        }
      />
    </div>
  )
}
