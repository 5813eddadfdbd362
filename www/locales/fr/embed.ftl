# Le plateau intégrable (embed.html) : une position ou une partie montrée dans un cadre sur un autre site.
# Notes pour le traducteur :
# - Les coups (K5-L4, C2,D2,I2) et les cases (F7) restent tels quels ; de même les noms des paramètres
#   (variant, position, moves, record, ply, node, highlight, orientation, interactive, theme)
#   et leurs valeurs (white, black, 0, 1, false, true, light, dark), qu'un lien doit employer
#   tels quels.
# - $variant et $game sont des jeux de la famille Camelot désignés par leur titre.

## Le plateau
embed-first = Première position
embed-prev = Coup précédent
embed-next = Coup suivant
embed-last = Dernière position
# L'aide sous un plateau qui accepte des coups.
# $click vaut « Cliquez » ou « Appuyez »
embed-hint = { $click } sur une pièce pour la déplacer : les points montrent où elle peut aller.
# Un appui sur un long coup le montre d'abord : « Appuyez encore sur I8, ou : » (le bouton « Jouer E4-E6-G8-I8 » suit).
embed-tap-again = Appuyez encore sur { $square }, ou :
embed-play = Jouer { $move_text }
# Un coup saisi le long d'un trajet peut s'arrêter où il en est : « Finir ici (E4-E6) ».
embed-end-here = Finir ici ({ $move_text })
# Les arbres de River Camelot : « Planter (C2,D2,I2) ».
embed-plant = Planter ({ $move_text })

## La légende sous le plateau : « 3/10 : K5-L4 · Trait aux Noirs », « Départ · Trait aux Blancs »
# $side est le camp qui a le trait ($color "white" ou "black").
embed-to-move = Trait aux { $side }
# $state est le camp qui a le trait (ci-dessus) ou le résultat de la partie.
embed-caption-start = Départ · { $state }
# $ply est le coup montré, $total le nombre de coups de la partie, $move_text le coup.
embed-caption-move = { $ply }/{ $total } : { $move_text } · { $state }

## Problèmes dans les paramètres du lien
embed-cannot-show = Ce plateau de Camelot ne peut pas être affiché :
# $name est le nom d'un paramètre.
embed-error-repeated = { $name } : donné plus d'une fois
# $name est ce qui a été donné, $known les paramètres qui existent.
embed-error-unknown = paramètre inconnu `{ $name }` (connus : { $known })
# $error est ce que disent les règles elles-mêmes sur ce qui ne va pas.
embed-error-variant = variant : { $error }
embed-error-position = position : { $error }
embed-error-record = record : { $error }
embed-error-node-without-record = node : seule la notation d'une partie (record) a un arbre où pointer ; donnez record avec node
embed-error-ply-and-node = donnez soit ply, soit node, pas les deux
embed-error-moves-and-record = donnez soit moves, soit record, pas les deux
embed-error-record-and-position = record : la notation d'une partie contient sa propre position de départ ; utilisez plutôt position avec moves
embed-error-record-variant = variant : la notation est une partie de { $game }, et non de { $variant }
embed-error-node = node : `{ $node }` n'est pas un coup de la notation (un chemin d'indices de coups comme 0.0.1)
# $n est la place du coup dans la liste, $move_text le coup tel que donné.
embed-error-move = moves : le coup { $n } ({ $move_text }) ne peut pas être joué : { $error }
# $total est le nombre de coups ; $given ce qui a été donné.
embed-error-ply = ply doit être un nombre de 0 à { $total } (le nombre de coups), et non `{ $given }`
embed-error-highlight-square = highlight : `{ $given }` n'est pas une case (les cases s'écrivent comme F7 ; ou donnez un coup comme E4-E6)
embed-error-highlight-move = highlight : `{ $given }` n'est pas un coup ({ $error })
embed-error-highlight-off-board = highlight : { $square } n'est pas une case de ce plateau
embed-error-orientation = orientation doit valoir white ou black, et non `{ $given }`
embed-error-interactive = interactive doit valoir 0 ou 1 (ou false ou true), et non `{ $given }`
embed-error-theme = theme doit valoir light ou dark, et non `{ $given }`
