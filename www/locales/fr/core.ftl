# Camelot : les mots de la crate des règles (crates/camelot-core), tels que l'application les montre :
# les noms des jeux, comment une partie s'est terminée, et ce qui ne va pas dans un coup, un texte
# de position ou une notation de partie.
# La mise en forme est dans crates/camelot-web/src/app/core_words.rs.
# Notes pour le traducteur :
# - Les noms de cases (C3, H11), les coups (C3-D2, F7xF9), le texte des positions, les lettres
#   K M k m T w b et les textes d'exemple (F7-F8, C2,D2,I2, 0.0.1, [Name "Value"]) restent tels quels.
# - Le texte entre `accents graves` est ce que la personne a écrit ; l'application peut changer ces
#   accents en guillemets droits. Gardez-les autour des mêmes mots.
# - $side, $winner, $loser sont le nom d'un camp traduit dans app.ftl (« Blancs », sans article) ;
#   $color, $winner_color, $loser_color valent "white" ou "black" pour les sélecteurs.
# - $line, $column, $step, $rank et $number sont des positions, écrites en chiffres ; $count,
#   $max, $trees, $found et $expected sont des nombres (choisissez le pluriel sur eux là où la
#   langue en a besoin).
# - $column : dans une notation de partie (plusieurs lignes), « ligne 3, colonne 12 » ; dans un
#   coup ou un texte de position (une seule ligne), « au caractère 12 », pour ne pas confondre
#   avec les colonnes du plateau.
# - La plupart des messages commencent par une minuscule : l'application les place dans ses
#   propres phrases (elle ne met en majuscule que les lettres sans accent : évitez « é » au début).

## Les jeux de la famille (titres) et ce qui les distingue de Camelot (descriptions)
core-variant-camelot = Camelot
core-variant-chivalry = Chivalry
core-variant-cam = Cam
core-variant-camette = Camette
core-variant-all-knighter = All Knighter
core-variant-river = River Camelot
core-variant-anti = Anti-Camelot
core-summary-camelot = les règles de la World Camelot Federation
core-summary-chivalry = l'original de Parker (1887) : un plateau plus large de 176 cases, 8 chevaliers et 12 pions par camp
core-summary-cam = un petit plateau de 67 cases, 7 pièces par camp : une seule pièce dans le château adverse fait gagner
core-summary-camette = le plus petit plateau, 23 cases, 4 pièces par camp : une seule pièce dans le château adverse fait gagner
core-summary-all-knighter = Camelot où toutes les pièces sont des chevaliers
core-summary-river = une rivière traverse le plateau, avec deux ponts ; chaque camp plante d'abord trois arbres
core-summary-anti = les buts inversés : vous gagnez quand vous n'avez plus de coup légal, ou quand l'adversaire entre dans votre château

## Les pièces
core-role-man = pion
core-role-knight = chevalier
core-piece-white-man = pion blanc
core-piece-white-knight = chevalier blanc
core-piece-black-man = pion noir
core-piece-black-knight = chevalier noir

## Comment une partie s'est terminée : « les Blancs gagnent (les Blancs ont deux pièces dans le château des Noirs) »
core-headline-white = les Blancs gagnent
core-headline-black = les Noirs gagnent
core-headline-draw = nulle
# $headline est l'un des trois messages ci-dessus, $reason l'une des raisons ci-dessous.
core-outcome = { $headline } ({ $reason })
core-reason-castle-occupied = les { $winner } ont deux pièces dans le château des { $loser }
core-reason-all-captured = les { $winner } ont pris toutes les pièces des { $loser }
core-reason-no-legal-move = les { $loser } n'ont plus de coup légal
# Une nulle : le joueur qui a le trait est bloqué, mais son adversaire n'a plus qu'une pièce.
core-reason-no-legal-move-draw = le joueur qui a le trait n'a aucun coup légal et son adversaire a moins de deux pièces
core-reason-both-reduced = chaque joueur a au plus une pièce
core-reason-repetition = la même position est apparue trois fois
core-reason-resignation = les { $loser } ont abandonné
core-reason-agreement = nulle d'un commun accord
# Cam et Camette : une seule pièce dans le château adverse fait gagner.
core-reason-castle-entered = les { $winner } ont une pièce dans le château des { $loser }
# Anti-Camelot : entrer dans le château adverse fait perdre.
core-reason-anti-castle-entered = les { $loser } ont fait entrer une pièce dans le château des { $winner }
core-reason-anti-no-legal-move = les { $winner } n'ont plus de coup légal

## Les coups et les nœuds d'une partie : « coup 6 (Noirs) », « nœud 12 »
core-move-number = coup { $number } ({ $side })
core-node = nœud { $number }

## Noms de cases et noms de variantes
core-square-syntax = `{ $text }` n'est pas un nom de case (une lettre de colonne de A à L et un numéro de rangée de 1 à 16, comme F7)
core-square-off-board = `{ $text }` n'est pas une case du plateau
# $names sont les noms des variantes tels qu'ils s'écrivent dans les liens et le texte des positions (camelot, cam, …).
core-variant-unknown = variante `{ $text }` inconnue (noms possibles : { $names })

## Un coup écrit qui ne peut pas être lu
core-move-empty = coup vide
core-move-expected-square = nom de case attendu au caractère { $column }
core-move-bad-square = `{ $text }` au caractère { $column } n'est pas une case du plateau
core-move-bad-separator = `{ $character }` inattendu au caractère { $column } : les cases sont séparées par `-` ou `x`
core-move-no-destination = un coup compte au moins deux cases, comme F7-F8
core-move-too-long = trop d'étapes pour un seul coup
core-move-mixed-placement = une plantation d'arbres s'écrit uniquement avec des cases séparées par des virgules, comme C2,D2,I2

## Les coups illégaux. $move_text est le coup tel qu'il est écrit ; $moves une liste de coups.
# $outcome est core-outcome.
core-illegal-game-over = la partie est terminée : { $outcome }
core-illegal-no-piece = il n'y a aucune pièce en { $square }
core-illegal-not-your-piece = la pièce en { $square } n'est pas { $color ->
    [white] blanche
   *[black] noire
} : le trait est aux { $side }
core-illegal-must-leave-castle = la pièce en { $square } doit quitter son propre château à ce coup
core-illegal-capture-required = le coup { $move_text } n'est pas autorisé : la prise est obligatoire ({ $moves })
core-illegal-piece-stuck = le coup { $move_text } n'est pas légal : cette pièce n'a aucun coup légal
core-illegal-no-such-move = le coup { $move_text } n'est pas légal ; cette pièce peut jouer { $moves }
core-illegal-ambiguous = le coup { $move_text } est ambigu ; écrivez le trajet complet de l'un de ces coups : { $moves }
# $variant est le titre d'un jeu (core-variant-…).
core-illegal-not-on-board = { $square } n'est pas une case du plateau de { $variant }
core-illegal-not-placing = { $move_text } plante des arbres, mais il n'y a pas d'arbres à planter maintenant
core-illegal-bad-placement-square = { $move_text } n'est pas une plantation d'arbres des { $color ->
    [white] Blancs
   *[black] Noirs
} : aucun arbre des { $color ->
    [white] Blancs
   *[black] Noirs
} ne peut aller en { $square }
core-illegal-bad-placement = { $move_text } n'est pas une plantation d'arbres valable : les { $color ->
    [white] Blancs
   *[black] Noirs
} plantent { $trees ->
    [one] { $trees } arbre
   *[other] { $trees } arbres
} sur des cases différentes, ce qui s'écrit comme C2,D2,I2

## Les notations de partie. Une erreur : « ligne 3, colonne 12 : coup 2 (Blancs) : … »
# $message est l'un des messages de notation ci-dessous (ou une autre erreur de ce fichier).
core-record-error = ligne { $line }, colonne { $column } : { $message }
# $move_number est core-move-number.
core-record-error-at-move = ligne { $line }, colonne { $column } : { $move_number } : { $message }
core-record-bad-tag = ligne d'en-tête `{ $tag }` incorrecte : les lignes d'en-tête s'écrivent comme [Name "Value"]
# « Position » et « Variant » sont les noms des en-têtes, écrits ainsi dans les notations.
core-record-bad-position = en-tête Position incorrect : { $error }
core-record-bad-variant = en-tête Variant incorrect : { $error }
# $error est core-illegal-game-over (la partie est terminée : …).
core-record-cannot-play = { $move_text } ne peut pas être joué : { $error }
# $squares est une liste de cases, ou core-record-none.
core-record-not-yours = vous n'avez aucune pièce en { $square } ; pièces qui peuvent jouer : { $squares }
# $moves est une liste de cases ou de coups, ou core-record-none.
core-record-must-leave-castle = { $move_text } n'est pas un coup légal — la pièce en { $square } doit quitter son propre château à ce coup ; { $square } peut aller en { $moves }
core-record-capture-required = { $move_text } n'est pas un coup légal — la prise est obligatoire ; pièces qui peuvent prendre : { $squares }
core-record-capture-required-piece = { $move_text } n'est pas un coup légal — la prise est obligatoire ; { $square } peut prendre : { $moves }
core-record-no-such-move = { $move_text } n'est pas un coup légal — { $square } peut aller en { $moves }
core-record-piece-stuck = { $move_text } n'est pas un coup légal — la pièce en { $square } n'a aucun coup légal ; pièces qui peuvent jouer : { $squares }
# Une liste vide de cases ou de coups (après « pièces qui peuvent jouer : »).
core-record-none = aucune
core-record-unterminated-comment = le commentaire ouvert par `{ "{" }` n'est jamais fermé
# $written et $expected sont des numéros de coup tels que les notations les écrivent (6. ou 6...).
core-record-wrong-move-number = le numéro de coup { $written } devrait être { $expected }
core-record-after-result = `{ $text }` inattendu après le résultat
# Une « variation » de la notation, entre parenthèses, est une ligne secondaire.
core-record-unclosed-variation = la ligne secondaire ouverte par `(` n'est jamais fermée par `)`
core-record-unopened-variation = `)` ne ferme aucune ligne secondaire : il n'y a pas de `(` ouverte
core-record-variation-at-start = une ligne secondaire `(` doit suivre le coup qu'elle remplace, et aucun coup ne la précède ici
core-record-empty-variation = ligne secondaire vide : une ligne secondaire contient au moins un coup
core-record-result-in-variation = le résultat `{ $text }` ne peut pas se trouver dans une ligne secondaire : manque-t-il une `)` avant lui ?

## Les chemins de nœud dans les liens (0.0.1) et l'arbre de la partie
core-path-empty-step = l'élément { $step } du chemin de nœud est vide : les chemins s'écrivent comme 0.0.1
core-path-not-a-number = l'élément { $step } du chemin de nœud, `{ $text }`, n'est pas un nombre : les chemins s'écrivent comme 0.0.1
core-path-too-large = l'élément { $step } du chemin de nœud, { $text }, est trop grand
# $node est core-node.
core-tree-unknown-node = le { $node } n'existe pas dans l'arbre de cette partie
core-tree-delete-root = la position de départ ne peut pas être supprimée, seulement des coups

## Un texte de position qui ne peut pas être lu
core-setup-empty = texte de position vide
core-setup-missing-placement = le texte de la position ne donne pas le placement des pièces
core-setup-missing-side = le texte de la position n'indique pas le camp qui a le trait
core-setup-missing-castle-moves = le texte de la position n'indique pas le nombre de coups de château des { $color ->
    [white] Blancs
   *[black] Noirs
}
core-setup-trailing-text = texte inattendu après le numéro de coup, au caractère { $column }
core-setup-unknown-variant = `{ $text }` au caractère { $column } n'est ni un nom de variante ni une rangée
# $found et $expected sont des titres de jeux (core-variant-…).
core-setup-wrong-variant = cette position est une position de { $found }, et non de { $expected }
core-setup-rank-count = le texte de la position compte { $found ->
    [one] { $found } rangée
   *[other] { $found } rangées
} séparées par `/` au lieu de { $expected }
core-setup-rank-width = la rangée { $rank } (au caractère { $column }) décrit { $found ->
    [one] { $found } case
   *[other] { $found } cases
} au lieu de { $expected }
core-setup-bad-char = `{ $character }` inattendu au caractère { $column } (les pièces sont K, M, k, m, les arbres T ; les chiffres comptent les cases vides)
core-setup-bad-empty-count = le nombre de cases vides `{ $text }` au caractère { $column } doit aller de 1 à { $max }
core-setup-bad-side = le camp qui a le trait, `{ $text }` au caractère { $column }, doit être `w` ou `b`
core-setup-bad-castle-moves = le nombre de coups de château des { $color ->
    [white] Blancs
   *[black] Noirs
}, `{ $text }` au caractère { $column }, doit être 0, 1 ou 2
core-setup-bad-move-number = le numéro de coup `{ $text }` au caractère { $column } doit être un nombre entier à partir de 1

## Les positions qui ne peuvent pas être jouées
# $first et $second sont les cases du château.
core-position-two-in-own-castle = deux pièces { $color ->
    [white] blanches
   *[black] noires
} dans le château des { $side } ({ $first }, { $second })
core-position-too-many-pieces = les { $side } ont { $count } pièces ; un camp en a au plus { $max }
core-position-off-board = une pièce se trouve en { $square }, qui n'est pas une case de ce plateau
core-position-tree-square = un arbre se trouve en { $square }, où aucun arbre ne peut être planté
core-position-tree-count = les { $color ->
    [white] Blancs
   *[black] Noirs
} ont planté { $count ->
    [one] { $count } arbre
   *[other] { $count } arbres
} ; un camp n'en plante aucun, ou les { $trees }
core-position-tree-order = les arbres ne sont pas plantés dans l'ordre : les Blancs plantent d'abord, puis les Noirs, puis les Blancs jouent
