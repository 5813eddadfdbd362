# analysis
# L'échiquier d'analyse (#/analysis) : l'analyse du moteur, le bilan de la partie, apprendre de
# ses erreurs, et les verdicts du jeu résolu (Camette).
# Notes pour le traducteur :
# - Les coups (F7-F8, C5xC7), les numéros de coup écrits avec un coup (« 12. F7-F8 », « 12… F10-F9 »),
#   les noms de cases et les évaluations chiffrées (+1.3, -0.4) restent tels quels.
# - $side est le nom d'un camp traduit dans app.ftl (« Blancs », sans article) ; $possessive sa
#   forme possessive (« des Blancs ») ; $color vaut "white" ou "black", pour les sélecteurs.
# - $mv est un coup en notation (F7-F8) ; $glyph la marque du bilan après un coup (?!, ? ou ??).
# - $percent est un pourcentage entier sans son signe (les messages ajoutent «  % », avec espace insécable).
# - Glossaire : review = bilan (bilan de la partie) ; blunder / mistake / inaccuracy =
#   gaffe / erreur / imprécision (comme sur lichess) ; engine = moteur ; ply = demi-coup.
# - Les messages de situation (analysis-material-…, analysis-placed-…, analysis-level) s'affichent
#   entre parenthèses après le chiffre : ils commencent par une minuscule (« les Blancs… »).

## La page
analysis-mode = Analyse
analysis-flip-title = Retourner le plateau
# Le bouton qui finit un coup de plusieurs sauts là où le joueur s'est arrêté ; $mv est le coup.
analysis-end-here = Finir le coup ici ({ $mv })
analysis-line-copied = Ligne copiée dans le presse-papiers.
analysis-line-not-copied = Le navigateur n'a pas autorisé la copie de la ligne.

## La ligne d'état
# $outcome est le résultat en mots, tiré de core.ftl (avec une majuscule initiale).
analysis-status-over = La partie est terminée ici : { $outcome }.
# $when : « après le 5e coup des Blancs » ou « au départ » (app.ftl).
analysis-status-turn = Trait aux { $side }, { $when }
# Un coup refusé par le plateau ; $why est la raison donnée par les règles.
analysis-cannot-play = { $mv } ne peut pas être joué : { $why }.
# Une promotion, une suppression ou un commentaire refusé par l'arbre des coups.
analysis-tree-refused = Impossible : { $why }.
analysis-engine-failed = Le moteur n'a pas pu le faire : { $why }.
# Un clic pendant la vérification de l'essai du joueur.
analysis-checking-your-move = Vérification de votre coup…

## Les évaluations en mots
# La forme courte sur la barre d'évaluation et les boutons des lignes : un camp a gagné.
analysis-eval-short-won = Les { $side } ont gagné
# La forme courte d'un gain forcé : « B en 4 » (les Blancs gagnent en 4 de leurs coups), « N en 2 ».
analysis-eval-short-win = { $color ->
    [white] B
   *[black] N
} en { $n }
# « +1.3 (les Blancs ont un pion de plus) » : $eval est le chiffre, $situation les mots.
analysis-eval-words = { $eval } ({ $situation })
# Les nombres de pièces dans les mots du matériel : « un pion », « deux pions », … (en chiffres à partir de 13).
analysis-men = { $n ->
    [0] aucun pion
    [1] un pion
    [2] deux pions
    [3] trois pions
    [4] quatre pions
    [5] cinq pions
    [6] six pions
    [7] sept pions
    [8] huit pions
    [9] neuf pions
    [10] dix pions
    [11] onze pions
    [12] douze pions
   *[other] { $n } pions
}
analysis-knights = { $n ->
    [0] aucun chevalier
    [1] un chevalier
    [2] deux chevaliers
    [3] trois chevaliers
    [4] quatre chevaliers
    [5] cinq chevaliers
    [6] six chevaliers
    [7] sept chevaliers
    [8] huit chevaliers
    [9] neuf chevaliers
    [10] dix chevaliers
    [11] onze chevaliers
    [12] douze chevaliers
   *[other] { $n } chevaliers
}
# « les Blancs ont un pion de plus » : $pieces est analysis-men ou analysis-knights.
analysis-material-up = les { $side } ont { $pieces } de plus
analysis-material-up-both = les { $side } ont { $knights } et { $men } de plus
# Un camp a des chevaliers contre des pions de l'autre.
analysis-material-for = les { $side } ont { $knights } pour { $men }
analysis-level = position à peu près équilibrée
analysis-placed-slightly = les { $side } sont légèrement mieux
analysis-placed-better = les { $side } sont mieux
analysis-placed-clearly = les { $side } sont nettement mieux
analysis-placed-winning = les { $side } ont un avantage décisif
# $material est l'un des messages analysis-material-….
analysis-material-made-up = { $material }, mais la position compense
analysis-material-but-placed = { $material }, mais les { $side } sont mieux placés
# $placed est l'un des messages analysis-placed-….
analysis-material-and-placed = { $material } ; { $placed }
analysis-material-but = { $material }, mais { $placed }
# $words est analysis-eval-words ou un gain forcé.
analysis-evaluation = { $words } · Chances de gain des Blancs : { $percent } %
analysis-evaluation-solved = { $value } — résolu · le moteur voit { $engine }
analysis-evaluation-solved-same = { $value } — résolu ; le moteur le voit aussi
# La barre d'évaluation, pour les lecteurs d'écran ; $eval est la forme courte.
analysis-bar-label = Évaluation { $eval } : chances de gain des Blancs { $percent } %
analysis-bar-none = Pas encore d'évaluation

## Le panneau du moteur
analysis-engine-title = Moteur
analysis-engine-stop = Arrêter
analysis-engine-off = Désactiver
analysis-engine-start = Analyser
analysis-line-move-title = Jouer la ligne jusqu'à ce coup
analysis-hidden = Le moteur est masqué pendant que vous cherchez le coup.
analysis-nothing = Rien à analyser : la partie est terminée ici.
analysis-reviewing = Le moteur fait le bilan de la partie ; l'analyse reprendra ensuite.
analysis-starting = Démarrage du moteur…
analysis-off = Le moteur est arrêté.
# Le nombre de lignes que montre le moteur.
analysis-lines = { $n ->
    [one] { $n } ligne
   *[other] { $n } lignes
}
# Les vitesses en nœuds par seconde : « 1,2 million de » ($millions, déjà avec sa virgule ; $whole pour le pluriel ; avec « de » avant
# « nœuds »), « 850 mille ».
analysis-speed-million = { $millions } { $whole ->
    [one] million
   *[other] millions
} de
analysis-speed-thousand = { $n } mille
# $lines est analysis-lines ; $speed analysis-speed-….
analysis-depth-complete = Profondeur { $depth } · recherche terminée · { $lines }
analysis-depth-searching = Profondeur { $depth } · { $speed } nœuds par seconde · { $lines }
analysis-depth-stopped = Profondeur { $depth } · { $speed } nœuds par seconde · { $lines } (à l'arrêt)

## Le verdict sur un coup examiné
# Le nom du verdict après sa marque : « ?? Gaffe. » ($glyph vaut ?!, ? ou ??), puis une espace.
analysis-verdict-head = { $glyph } { $verdict ->
    [inaccuracy] Imprécision
    [mistake] Erreur
    [blunder] Gaffe
   *[good] Bon coup
}.{ " " }
analysis-verdict-body = { $mv } a fait passer les chances de gain { $possessive } de { $before } % à { $after } %.
# Après le verdict (commence par une espace).
analysis-better-was = { " " }Mieux valait { $mv }.
# Un bouton qui joue le meilleur coup à la place de celui de la partie.
analysis-play-instead = Jouer { $mv } à la place
# Un coup avant un coup marqué ; $glyph est la marque du coup (?!, ? ou ??).
analysis-better-here = Dans la partie, les { $side } ont joué ici { $mv }{ $glyph } ; un meilleur coup, { $better }, est tracé en vert.

## Le bilan de la partie
analysis-review-title = Bilan de la partie
analysis-review-stop = Arrêter le bilan
# Avant le choix de la profondeur (gardez l'espace à la fin).
analysis-review-depth = Profondeur{ " " }
analysis-depth-quick = Rapide
analysis-depth-deep = Approfondie
analysis-review-resume = Reprendre le bilan
analysis-review-start = Lancer le bilan
analysis-review-empty = La ligne principale n'a aucun coup à examiner.
analysis-review-progress = { $done } positions sur { $total }
analysis-review-complete = Le bilan est terminé.
analysis-accuracy = Précision
# La précision d'un camp dans le tableau du résumé.
analysis-accuracy-value = { $percent } %
analysis-inaccuracies = Imprécisions
analysis-mistakes = Erreurs
analysis-blunders = Gaffes
# Le graphique du bilan : un point par demi-coup.
analysis-chart-label = Chances de gain des Blancs au fil de la partie ; choisissez un demi-coup pour vous y rendre
analysis-chart-ply = Demi-coup { $ply } : Blancs { $percent } %
analysis-chart-ply-unknown = Demi-coup { $ply } : pas encore examiné

## Apprendre de ses erreurs
analysis-learn-title = Apprendre des erreurs { $possessive }
# Après la dernière erreur ; $n est le nombre d'erreurs.
analysis-learn-done = { $n ->
    [1] C'était la seule erreur { $possessive }.
   *[other] C'était la dernière erreur { $possessive }.
}
# $at est le numéro de l'erreur, $n leur nombre ; $glyph la marque du coup (?!, ? ou ??).
analysis-learn-prompt = Erreur { $at } sur { $n } : les { $side } ont joué ici { $mv }{ $glyph }. Trouvez un meilleur coup pour les { $side }.
analysis-learn-back = Retour à la position
analysis-learn-solution = Voir la solution
analysis-learn-next = Erreur suivante
analysis-learn-finish = Terminer
analysis-learn-stop = Arrêter l'entraînement
analysis-learn-checking = Vérification de { $mv }…
analysis-learn-shown = Ici, le moteur joue { $mv } (tracé sur le plateau).
analysis-learn-none = Le bilan n'a trouvé aucune erreur { $possessive } dont tirer une leçon.
analysis-learn-played = { $mv } est le coup joué dans la partie. Cherchez-en un meilleur.
analysis-learn-found = Bien trouvé : { $mv } est aussi le choix du moteur.
# $mine et $best_percent sont des pourcentages ; $best est le coup du moteur.
analysis-learn-keeps = Bien : { $mv } maintient les chances { $possessive } à { $mine } % (le coup du moteur, { $best }, les maintient à { $best_percent } %).
analysis-learn-loses = Après { $mv }, il ne reste aux { $side } que { $mine } %, alors qu'un meilleur coup garde { $best_percent } %. Essayez un autre coup.

## Le jeu résolu (Camette)
analysis-solved-asking = Jeu résolu : recherche de la position…
analysis-solved-unknown = Cette position n'est pas dans la copie du jeu résolu de cette application, qui contient les parties où l'un des camps joue parfaitement depuis le départ.
# $got et $total sont des tailles en mégaoctets (« 2,5 »).
analysis-solved-loading = Jeu résolu : téléchargement… { $got } sur { $total } Mo
analysis-solved-failed = Jeu résolu indisponible : { $why }
analysis-solved-retry = Réessayer
analysis-solved-review = Résolu : la valeur de chaque coup
analysis-solved-draw = partie nulle
# Une position que le fichier du jeu résolu ne connaît pas.
analysis-solved-not-here = non résolu ici
# En début de phrase.
analysis-solved-draw-cap = Partie nulle
# « Les Blancs gagnent en 19 coups — résolu (meilleur coup : B3-B2). » ; $value est un gain ou une nulle.
analysis-solved-verdict = { $value } — résolu (meilleur coup : { $best }).
analysis-solved-wins = Les { $side } gagnent
analysis-solved-verdict-keeps = { $value } — résolu ({ $best } garde le gain).
analysis-solved-verdict-draw = { $value } — résolu ({ $best } garde la nulle).
analysis-solved-verdict-lost = { $value } — résolu : tout coup perd.
analysis-solved-full = Voir son résultat exact : télécharger la valeur de chaque position ({ $size } Mo, conservée pour le hors-ligne)
# Chaque coup de la partie : « 3… C5-B6 : Les Blancs gagnent en 21 coups » ; $mv est le coup numéroté,
# $value eval-wins-in, eval-has-won, analysis-solved-draw ou analysis-solved-not-here.
analysis-solved-move = { $mv } : { $value }
analysis-solved-move-win-lost = { $mv } : { $value } — ce coup laisse échapper le gain
analysis-solved-move-draw-lost = { $mv } : { $value } — la position était nulle
analysis-solved-move-hastened = { $mv } : { $value } — perdue plus tôt que nécessaire (la meilleure défense tient { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
})

## Ce qui ne va pas dans un lien d'analyse ou dans l'analyse enregistrée
analysis-link-both = il désigne à la fois une partie et une position ; la partie est affichée
# $path est le chemin d'un nœud (0.0.1).
analysis-link-no-node = la partie n'a pas de coup au nœud { $path } : sa fin est donc affichée
analysis-link-bad-node = le nœud `{ $text }` n'est pas un chemin de nœud ({ $why }) : la fin de la partie est donc affichée
analysis-link-bad-record = sa notation de partie n'a pas pu être lue : { $why }
analysis-link-bad-position = sa position n'a pas pu être lue : { $why }
# $problems : les problèmes ci-dessus, joints par analysis-link-separator (espace insécable avant le point-virgule).
analysis-link-problems = Le lien d'analyse n'était pas entièrement utilisable : { $problems }.
analysis-link-separator = { " " };{ " " }
analysis-not-restored = L'analyse enregistrée n'a pas pu être restaurée ({ $why }) ; elle a été remplacée.
