# Camelot : le plateau, la saisie des coups, la liste des coups et le partage (toutes les pages
# qui montrent un plateau ou reçoivent des coups les utilisent).
# Notes pour le traducteur :
# - $square, $from, $to, $at sont des noms de cases (F7, H11) ; $move est un coup en notation
#   (F7-F9, E4-E6-G8, C2,D2,I2) : ils restent tels quels.
# - $side, $owner, $turn, $other sont le nom d'un camp traduit dans app.ftl (« Blancs », sans
#   article) ; $color, $owner_color, $turn_color valent "white" ou "black", pour choisir une forme.
# - $click est le verbe pour choisir une case traduit dans app.ftl (« cliquez », ou « appuyez » sur
#   un écran tactile) ; $click_cap le même avec une majuscule.
# - Le pion et le chevalier sont masculins, la pièce et la case féminines.

## Le plateau (ce qu'entendent les lecteurs d'écran)
# Le nom du plateau quand la page n'en donne pas.
board-label = Plateau de { -game-name }
# Le nom du plateau avec le titre de son jeu ($variant : « Camelot », « Cam », « River Camelot »).
board-label-variant = Plateau de { $variant }
# Une case : « F7, vide », « F7, pion blanc ».
board-square-empty = { $square }, vide
board-square-piece = { $square }, { $piece }
# Une case de la rivière, où aucune pièce ne peut entrer (River Camelot).
board-square-river = { $square }, rivière
# Une case occupée par un arbre (River Camelot).
board-square-tree = { $square }, arbre
# Un pont sur la rivière : « D7, pont, vide », « D8, pont, chevalier blanc ».
board-square-bridge-empty = { $square }, pont, vide
board-square-bridge-piece = { $square }, pont, { $piece }
# Ce qu'est une case pendant la saisie d'un coup, après ce que disent les lignes ci-dessus ($label) :
# « F7, pion blanc, case sélectionnée ».
board-square-planting = { $label }, arbre à planter
board-square-selected = { $label }, case sélectionnée
board-square-next = { $label }, prochaine case d'arrivée
board-square-destination = { $label }, destination possible
# Les pièces, telles qu'elles suivent le nom de la case.

## Saisie des coups : pourquoi un coup ou un clic ne fait rien
# Une pièce nommée avec sa case : « pion en E4 » ($role : "man" ou "knight"). Sans article : les
# phrases mettent « votre » devant (« votre pion en E4 ou chevalier en J6 »).
board-piece-on = { $role ->
    [knight] chevalier
   *[man] pion
} en { $square }
# La pièce en $from a été choisie, puis aucune case d'arrivée possible.
board-miss-nowhere = La pièce en { $from } ne peut pas jouer ainsi.
# Le joueur a voulu finir un coup en $to, où le coup doit continuer.
board-miss-stop = Le coup ne peut pas s'arrêter en { $to } : il doit continuer. Les cercles et les points montrent où.
# Le devoir qui limite les coups, ajouté aux deux messages qui le suivent ($duty : "leave",
# "capture" ou "none" ; l'espace avant la phrase en fait partie). « Elle » : la pièce.
board-miss-duty = { $duty ->
    [leave] { " " }Elle doit quitter son château à ce coup.
    [capture] { " " }La prise est obligatoire.
   *[none] { "" }
}
# La pièce en $from ne peut pas aller en $to.
board-miss-to = La pièce en { $from } ne peut pas aller en { $to }. Les points montrent où elle peut aller.{ board-miss-duty }
# Une pièce qui avance étape par étape, maintenant en $at, ne peut pas continuer vers $to.
board-miss-on = Depuis { $at }, la pièce ne peut pas continuer vers { $to }. Les cercles et les points montrent où l'étape suivante peut arriver.{ board-miss-duty }
# $outcome est le résultat, tel que le disent les mots des règles (« Les Blancs gagnent (…) »).
board-why-game-over = La partie est terminée : { $outcome }.
board-why-empty = La case { $square } est vide. Choisissez d'abord l'une de vos pièces, puis la case où elle doit aller.
board-why-tree = Un arbre occupe { $square } : aucune pièce ne peut s'y poser ni bondir par-dessus.
board-why-river = La case { $square } est dans la rivière : aucune pièce ne peut y entrer ni bondir par-dessus.
# Une pièce de l'autre camp a été choisie.
board-why-enemy = Cette pièce appartient aux { $owner }. Vous jouez les { $turn } : { $click } sur l'une de vos propres pièces.
# $piece et $leaver sont des pièces avec leur case (« pion en E4 »).
board-why-must-leave = Votre { $piece } ne peut pas jouer maintenant : votre { $leaver } se trouve dans son propre château et doit d'abord en sortir.
# $capturers : des pièces avec leur case, en liste « ou » (« pion en E4 ou chevalier en J6 »).
board-why-must-capture = Votre { $piece } ne peut pas jouer maintenant : la prise est obligatoire, et seul votre { $capturers } peut prendre.
board-why-no-move = Votre { $piece } n'a aucun coup légal.

## Saisie des coups : le devoir du camp qui a le trait
board-duty-leave = Votre { $piece } se trouve dans son propre château : il doit en sortir à ce coup.
board-duty-capture = La prise est obligatoire : prenez avec votre { $pieces }.

## Saisie des coups : l'étape suivante d'un coup en cours de saisie
# Un premier appui a montré le coup $move, qui arrive en $square ; un second appui le joue.
board-status-confirm = { $click_cap } à nouveau sur { $square } pour jouer { $move }, ou { $click } sur une autre case.
# Plusieurs coups arrivent en $square en prenant des pièces différentes : une liste ci-dessous les propose.
board-status-choose = Choisissez comment aller en { $square } : les coups ci-dessous prennent des pièces différentes.
# Un galop peut s'arrêter en $at ou bondir plus loin.
board-status-canter-or-stop = Continuez le galop ou arrêtez le coup ici : { $click } sur un cercle pour bondir plus loin, ou { $click } à nouveau sur { $at } pour vous arrêter.
board-status-keep-jumping = Continuez à sauter : la prise doit continuer. { $click_cap } sur le cercle ou le point suivant.
board-status-keep-cantering = Continuez le galop : le coup ne peut pas s'arrêter en { $at }. { $click_cap } sur le cercle ou le point suivant.
# Un chevalier qui galope ne peut pas finir son coup là où il pourrait sauter : la charge du chevalier.
board-status-knight-duty = Continuez : depuis { $at }, ce chevalier peut sauter, il doit donc prendre pendant ce coup (le devoir du chevalier).
board-status-stuck = Le coup ne peut pas continuer depuis { $at }.

## Saisie des coups : planter les arbres (River Camelot, avant le premier coup)
# Un petit nombre en lettres, pour les arbres : « trois ». Au féminin : il sert dans « sur une des
# cases » (board-plant-progress écrit lui-même « un arbre »).
board-number-word = { $n ->
    [1] une
    [2] deux
    [3] trois
   *[other] { $n }
}
# Tous les arbres sont choisis ($squares : une liste « et » de cases, « C2, D2 et I2 »).
board-plant-ready = Plantez les arbres des { $side } en { $squares }, ou { $click } sur l'une de ces cases pour changer votre choix.
# $wanted : combien d'arbres le camp plante ($wanted_word : le même en lettres, « trois ») ;
# $left et $left_word : combien il en reste à choisir ; $chosen : combien sont choisis.
board-plant-progress = Les { $side } plantent { $wanted ->
    [one] un arbre
   *[other] { $wanted_word } arbres
} avant le premier coup : { $click } sur { $left_word } des cases marquées d'un point, du côté des { $side } ({ $chosen } sur { $wanted } choisis).
# Pourquoi une case ne reçoit pas d'arbre. $where : "other" (l'autre camp, $other, y plante),
# "river" (la case est dans la rivière) ou "none".
board-plant-not-yours = La case { $square } n'est pas une case à arbre des { $side }{ $where ->
    [other] { " " }(les { $other } y plantent)
    [river] { " " }(elle est dans la rivière)
   *[none] { "" }
} : les points montrent où les { $side } peuvent planter.
board-plant-taken = La case { $square } est occupée : les arbres vont sur des cases à arbre vides.
# $n arbres sont déjà choisis (tous les arbres du camp).
board-plant-all-chosen = { $n ->
    [1] Un arbre est déjà choisi : plantez-le, ou choisissez-le à nouveau pour le retirer.
    [2] Deux arbres sont déjà choisis : plantez-les, ou choisissez-en un à nouveau pour le retirer.
    [3] Trois arbres sont déjà choisis : plantez-les, ou choisissez-en un à nouveau pour le retirer.
   *[other] { $n } arbres sont déjà choisis : plantez-les, ou choisissez-en un à nouveau pour le retirer.
}

## Saisie des coups : les boutons et le choix entre plusieurs coups
# $move : le coup qu'a montré un premier appui.
board-confirm-play = Jouer { $move }
board-cancel = Annuler
# $move : les arbres choisis, sous forme de coup (« C2,D2,I2 »).
board-plant-trees = Planter les arbres ({ $move })
board-plant-again = Choisir à nouveau
# Reprend les étapes d'un coup saisies jusqu'ici.
board-start-again = Recommencer le coup
# Le choix entre des coups qui arrivent sur la même case ($square) mais prennent autrement.
board-choice-label = Coups qui arrivent en { $square }
board-choice-intro = { $n } coups arrivent en { $square }, en prenant des pièces différentes. Lequel jouer ?
board-choice-other-square = Choisir une autre case
# Ce que prend un coup du choix ($squares : les cases, séparées par des virgules).
board-choice-captures = prend { $squares }
board-choice-captures-nothing = ne prend rien

## La liste des coups
board-moves-heading = Coups
board-moves-label = Coups
board-moves-none = Aucun coup pour l'instant.
board-step-label = Parcourir la partie
# Les boutons qui parcourent la partie ; les titres nomment leurs touches (Début, ←, →, Fin).
board-step-first = Début
board-step-first-title = Début (touche Début)
board-step-back = Reculer d'un coup
board-step-back-title = Reculer (←)
board-step-forward = Avancer d'un coup
board-step-forward-title = Avancer (→)
board-step-last = Fin de la ligne
board-step-last-title = Fin de la ligne (touche Fin)
# La barre de boutons qui agissent sur le coup affiché ($move), ou sur aucun coup.
board-bar-label = Le coup { $move }
board-bar-label-none = Aucun coup affiché
board-delete = Supprimer à partir d'ici
board-delete-title = Supprimer ce coup et tous les coups suivants (l'avis qui suit permet d'annuler)
board-copy-line = Copier la ligne
board-copy-line-title = Copier les coups depuis le début jusqu'ici
board-comment-add = Ajouter un commentaire
board-comment-edit = Modifier le commentaire
board-promote = Passer en ligne principale
board-promote-title = Faire de cette ligne secondaire la ligne principale de la partie
board-promote-title-main = Ce coup est sur la ligne principale de la partie
# L'éditeur de commentaire.
board-comment-label = Commentaire sur ce coup
board-comment-save = Enregistrer
board-comment-remove = Supprimer

## Ce qu'a fait un changement des coups de la partie (un avis, avec un bouton pour l'annuler)
board-undo = Annuler
board-restored = Remis comme avant.
board-count-comments = { $n ->
    [one] { $n } commentaire
   *[other] { $n } commentaires
}
# $moves : combien de coups (« 4 coups ») ; $comments : combien de commentaires (« 1 commentaire »).
board-line-deleted = Ligne supprimée ({ $moves }).
board-line-deleted-comments = Ligne supprimée ({ $moves }, { $comments }).
# $text : le début du commentaire tel qu'il était (terminé par … s'il est coupé).
board-comment-removed = Commentaire supprimé (« { $text } »).
board-comment-changed = Commentaire modifié (il était : « { $text } »).

## Lire une partie ou une position apportée par un joueur
# $error : ce que les mots des règles disent de faux.
board-import-bad-position = Ce texte de position n'est pas valide : { $error }.
board-import-bad-record = { $error }.

## Partager
board-share-title = Partager ou intégrer
board-share-link = Lien vers cette partie
board-share-link-help = Ouvre cette partie, prête à être continuée. Pour jouer avec un ami sans serveur, envoyez-lui le lien après chaque coup.
board-share-embed-position = Intégrer cette position
board-share-embed-position-help = À coller dans une page web pour afficher la position actuelle.
board-share-embed-game = Intégrer cette partie
board-share-embed-game-help = Affiche la partie telle qu'elle est à l'écran (ligne secondaire et coup affiché), avec des boutons pour parcourir les coups.
# Les titres des cadres intégrés (les lecteurs d'écran nomment le cadre avec eux).
board-share-frame-position = Position de { -game-name }
board-share-frame-game = Partie de { -game-name }
board-share-done = Terminé
