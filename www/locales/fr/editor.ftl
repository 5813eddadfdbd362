# editor
# L'éditeur de position (#/editor) : le plateau, la palette des pièces, les vérifications des règles,
# les champs du texte de la position, et des liens pour jouer, analyser, partager ou intégrer la position.
# Notes pour le traducteur :
# - Les noms de cases (F1, G9), le texte des positions et les noms des touches du clavier (1–5, Tab,
#   Enter, Space, Delete, Backspace) restent tels quels.
# - $side est le nom d'un camp traduit dans app.ftl (« Blancs », sans article) ; $possessive sa
#   forme possessive (« des Blancs ») ; $color vaut "white" ou "black", pour les sélecteurs.
# - $variant est le nom d'un jeu (Camelot, Camette…), tiré de core.ftl.
# - $why est une raison donnée par les vérifications des règles (core.ftl), le plus souvent en minuscules.

## La page
editor-mode = Éditeur de position
editor-board-area = Plateau
editor-tools = Pièces et vérifications
editor-palette = Pièce à poser sur le plateau
editor-clear = Vider le plateau
editor-start = Position de départ
editor-flip = Retourner le plateau
editor-setup-title = Composer une position
editor-keyboard = Clavier
# Comment composer la position avec le doigt.
editor-help-touch = Appuyez sur une case pour y poser la pièce choisie (appuyez de nouveau pour la retirer).
    Faites glisser une pièce pour la déplacer ; faites-la glisser hors du plateau ou maintenez le doigt dessus pour l'enlever.
# Comment composer la position avec la souris.
editor-help-mouse = Cliquez sur une case pour y poser la pièce choisie (cliquez de nouveau pour la retirer).
    Faites glisser une pièce pour la déplacer ; faites-la glisser hors du plateau ou faites un clic droit dessus pour l'enlever.
    Faites glisser une pièce depuis la palette pour la poser n'importe où.
editor-keys = Les touches 1–5 choisissent une pièce : 1 pion blanc, 2 chevalier blanc, 3 pion noir, 4 chevalier noir, 5 (ou 0) la gomme.
    Allez sur le plateau avec Tab, déplacez-vous avec les flèches et appuyez sur Enter ou Space pour poser la pièce (une seconde fois pour la retirer) ;
    Delete ou Backspace vide la case.

## La palette
editor-piece-white-man = Pion blanc
editor-piece-white-knight = Chevalier blanc
editor-piece-black-man = Pion noir
editor-piece-black-knight = Chevalier noir
editor-piece-eraser = Gomme
# L'infobulle d'un bouton de la palette : « Pion blanc (touche 1) ».
editor-tool-title = { $tool } (touche { $key })

## Les vérifications
editor-verdict-empty = Le plateau est vide : choisissez une pièce et { $verb } sur des cases pour la poser.
# Avant la liste des problèmes.
editor-verdict-broken = Cette position enfreint les règles ({ $n ->
    [one] { $n } problème
   *[other] { $n } problèmes
}) :
# Une partie finie : $text est l'un des messages editor-decided-….
editor-verdict-decided = { $text }.
# Pourquoi les règles interdisent un problème de la position.
editor-why-own-castle = Une pièce n'entre dans son propre château que par un saut et doit en sortir à son coup suivant : aucune partie n'arrive donc à cette position.
editor-why-too-many = Un camp n'a jamais plus de pièces qu'au départ (14 au Camelot : 4 chevaliers, 10 pions).
editor-why-off-board = Les pièces ne se placent que sur les cases du plateau.
editor-why-trees = Chaque camp plante ses arbres sur ses propres cases à arbre, les Blancs d'abord, avant le premier coup.
# La partie est déjà finie dans la position : $winner a gagné contre $loser.
editor-decided-castle = Les { $winner } ont gagné : deux pièces dans le château { $loser_possessive }
editor-decided-captured = Les { $winner } ont gagné : les { $loser } n'ont plus de pièces
editor-decided-blocked = Les { $winner } ont gagné : les { $loser }, qui ont le trait, n'ont aucun coup légal
# Une nulle : $side a le trait et ne peut pas jouer, $other a moins de deux pièces.
editor-decided-draw-blocked = Partie nulle : les { $side }, qui ont le trait, n'ont aucun coup légal et les { $other } ont moins de deux pièces
editor-decided-draw-reduced = Partie nulle : aucun des deux joueurs n'a plus d'une pièce
# Une autre fin ; $outcome est le résultat en mots (core.ftl).
editor-decided-other = La partie est terminée : { $outcome }
editor-playable = Trait aux { $side }.
# $role est la pièce dans le château : "man" (pion) ou "knight" (chevalier).
editor-playable-leave-castle = Trait aux { $side }. { $role ->
    [man] Le pion
    [knight] Le chevalier
   *[piece] La pièce
} en { $square } doit d'abord quitter le château { $possessive }.
editor-playable-capture = Trait aux { $side }. La prise est obligatoire.
# La ligne des nombres : « Blancs : 4 chevaliers, 10 pions · Noirs : 1 pion » ($knights et $men sont
# count-knights et count-men de app.ftl).
editor-counts-both = { $knights }, { $men }
editor-counts-none = aucune pièce
editor-counts-side = { $side } : { $list }
# Plus de pièces qu'un camp ne peut en avoir : $total est leur nombre.
editor-counts-side-over = { $side } : { $list } ({ $total })
editor-counts = { $white } · { $black }

## Ce que les changements du plateau disent aux lecteurs d'écran ($piece est un nom editor-piece-…, $role
## "man" ou "knight")
editor-announce-put = { $piece } en { $square }.
editor-announce-emptied = { $square } vidée.
editor-announce-moved = { $piece } déplacé de { $from } en { $to }.
editor-announce-removed = { $piece } en { $square } retiré.
editor-announce-variant = Plateau de { $variant }, position de départ.

## Les champs
editor-castle-moves = Coups de château { $possessive } déjà joués
editor-game = Jeu
editor-game-title = Un autre jeu de la famille commence à sa position de départ
editor-turn = Trait
editor-move-number = Numéro du coup
editor-position-text = Texte de la position
# Après « Texte de la position » (commence par une espace).
editor-position-text-help = { " " }— modifiez-le ici, ou collez-en un
editor-copy-position = Copier le texte de la position
editor-not-read = Illisible : { $why }. Le plateau garde sa position jusqu'à ce que le texte puisse être lu.

## Jouer et analyser
editor-play-title = Jouer à partir d'ici
# Avant le choix du niveau (gardez l'espace à la fin).
editor-level = Niveau de l'ordinateur{ " " }
editor-play-side = Jouer les { $side } contre l'ordinateur
editor-play-two = Deux joueurs
editor-analyse = Analyser
editor-analyse-why-not = Corrigez les problèmes ci-dessus pour analyser cette position.
editor-why-not-empty = Placez d'abord quelques pièces.
editor-why-not-broken = Corrigez les problèmes ci-dessus pour jouer à partir de cette position.
editor-why-not-decided = Dans cette position, la partie est déjà terminée.
# $verb vaut « Cliquez » ou « Appuyez » (choose-click-cap, choose-touch-cap de app.ftl).
editor-play-help = { $verb } sur un bouton : la page de jeu s'ouvre sur cette position (elle demande confirmation avant de remplacer une partie en cours).

## Partager
editor-share-title = Partager
editor-share-link = Lien pour jouer cette position
editor-share-link-help = Ouvre la page de jeu sur cette position.
editor-embed-options = Options d'intégration
editor-embed-options-title = Options d'intégration :
# Avant un choix (gardez l'espace à la fin).
editor-embed-bottom = Camp en bas{ " " }
editor-embed-colours = Couleurs{ " " }
editor-embed-light = Clair
editor-embed-dark = Sombre
# Après une case à cocher (commence par une espace).
editor-embed-interactive = { " " }Les visiteurs peuvent jouer des coups
editor-embed = Intégrer cette position
editor-embed-help = À coller dans une page web pour afficher le plateau.
# Le titre du cadre du plateau intégré sur un autre site.
editor-embed-frame-title = Position de { -game-name }
editor-share-none = Les liens et le code d'intégration demandent une position conforme aux règles.
editor-link = Lien vers cette configuration dans l'éditeur
editor-link-help = Ouvre l'éditeur sur cette configuration, même si elle est encore en cours de correction.

## Messages
editor-saved-unreadable = La position enregistrée de l'éditeur n'a pas pu être lue ({ $why }) ; la position de départ est affichée.
editor-link-unreadable = La position du lien n'a pas pu être lue : { $why }. L'éditeur affiche la position de départ ;
    corrigez le texte ci-dessous ou composez la position sur le plateau.
editor-restore-version = une version inconnue, { $version }
editor-restore-bad-text = texte de position invalide : { $why }
