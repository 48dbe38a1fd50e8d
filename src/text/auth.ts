// Login, signup, forgotten password and reset (spec §2 and §8).
export const login = {
  title: 'Connexion',
  subtitle: 'Entrez dans l’arène avec votre pseudo.',
  tabLogin: 'Connexion',
  tabSignup: 'Inscription',
  tabsLabel: 'Connexion ou inscription',
  pseudo: 'Pseudo ou e-mail',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  remember: 'Se souvenir de moi',
  rememberHint: 'Enregistre vos identifiants sur cet appareil pour la connexion rapide sur mobile.',
  submit: 'Se connecter',
  submitting: 'Connexion…',
  checking: 'Vérification du serveur…',
  forgot: 'Mot de passe oublié ?',
  noAccount: 'Pas encore de compte ?',
  createAccount: 'Créer un compte',
  resetSuccess: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec le nouveau.',
  returnNotice: 'Connectez-vous pour accéder à cette page.',
}

export const signup = {
  title: 'Inscription',
  subtitle: 'Créez votre compte et recevez votre collection de départ.',
  pseudo: 'Pseudo',
  pseudoHint: '3 à 20 caractères : lettres, chiffres, _ . -',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  passwordHint: 'Au moins 8 caractères.',
  passwordConfirmation: 'Confirmation du mot de passe',
  submit: 'Créer mon compte',
  submitting: 'Création du compte…',
  created: 'Compte créé ! Vous pouvez maintenant vous connecter.',
  haveAccount: 'Déjà un compte ?',
}

export const forgot = {
  title: 'Mot de passe oublié',
  intro: 'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  email: 'Adresse e-mail',
  submit: 'Continuer',
  submitting: 'Envoi…',
  backToLogin: 'Retour à la connexion',
  failed: 'La demande n’a pas pu aboutir. Réessayez dans un instant.',
}

export const reset = {
  title: 'Changez de mot de passe',
  intro: 'Choisissez un nouveau mot de passe pour votre compte.',
  password: 'Nouveau mot de passe',
  passwordConfirmation: 'Confirmation du mot de passe',
  submit: 'Enregistrer le mot de passe',
  submitting: 'Enregistrement…',
  newLink: 'Demander un nouveau lien',
  failed: 'Le mot de passe n’a pas pu être changé. Réessayez dans un instant.',
}
