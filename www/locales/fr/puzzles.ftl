# L'entraînement aux problèmes (#/puzzles) : problèmes tactiques, classement, thèmes, séries, indices.
# Notes pour le traducteur :
# - $game est un jeu de la famille Camelot désigné par son titre (Camelot, Cam, Camette), tel que
#   traduit dans les mots des règles.
# - $side, $opponent sont des noms de camps tels que traduits dans app.ftl (« Blancs », sans article) ;
#   $color et $opponent_color valent "white" ou "black" pour les sélecteurs.
# - Les coups (F6-F7, F8xF10xF12), les cases (F8) et les identifiants des problèmes (c0142) restent tels quels.
# - Le classement d'un problème (1620) est donné tel quel, sans séparateur de milliers.

## Thèmes : leurs noms, dans le choix du thème et dans la légende du problème
puzzles-theme-charge = Charge du chevalier
puzzles-theme-multi-jump = Sauts multiples
puzzles-theme-capture-trap = Piège de prise
puzzles-theme-castle-entry = Entrée au château
puzzles-theme-castle-race = Course aux châteaux
puzzles-theme-castle-duty = Sortie obligatoire du château
puzzles-theme-defence = Défense
puzzles-theme-quiet-move = Coup tranquille
puzzles-theme-endgame = Finale
puzzles-theme-win = Gagner la partie
puzzles-theme-one-move = Un coup
puzzles-theme-short = Court (deux coups)
puzzles-theme-long = Long (trois coups ou plus)

## Ce qu'un thème demande au joueur (sous le plateau, une fois le problème terminé)
puzzles-theme-hint-charge = Une charge du chevalier : un galop qui se prolonge en prise.
puzzles-theme-hint-multi-jump = Un saut qui continue pour prendre deux pièces ou plus.
puzzles-theme-hint-capture-trap = Une pièce offerte : la prise obligatoire ouvre la voie à une prise plus grosse.
puzzles-theme-hint-castle-entry = Une pièce qui entre dans le château ennemi.
puzzles-theme-hint-castle-race = Les deux camps foncent vers le château de l'autre.
puzzles-theme-hint-castle-duty = Une pièce dans son propre château doit en sortir.
puzzles-theme-hint-defence = Le seul coup qui sauve la partie.
puzzles-theme-hint-quiet-move = Le premier coup ne prend rien.
puzzles-theme-hint-endgame = Six pièces ou moins.

## La page
puzzles-heading = Problèmes
puzzles-heading-streak = Série de problèmes
# Avant le choix du jeu (une liste déroulante suit).
puzzles-game-label = Jeu
# Avant le choix du thème (une liste déroulante suit).
puzzles-theme-label = Thème
puzzles-all-themes = Tous les thèmes
# Un thème dans la liste avec le nombre de problèmes qui l'ont : « Charge du chevalier (52) ».
puzzles-theme-option = { $theme } ({ $n })
puzzles-your-task = Votre objectif
# L'objectif au-dessus du plateau, $side étant le camp du joueur.
puzzles-task = Trouvez le meilleur coup pour les { $side }.
# $last est le dernier coup de l'adversaire : « Les Noirs ont joué G12-F11. Trouvez le meilleur coup pour les Blancs. »
puzzles-task-after = Les { $opponent } ont joué { $last }. Trouvez le meilleur coup pour les { $side }.
# La ligne du classement, avant le nombre (attention à l'espace à la fin).
puzzles-rating = Votre classement aux problèmes de { $game } :{ " " }
# Après le classement, tant qu'il est incertain (attention à l'espace au début).
puzzles-provisional = { " " }(provisoire)
puzzles-provisional-title = Provisoire : quelques problèmes de plus le fixeront
# Le compte de la série : « Série : 3 · record 7 ».
puzzles-streak = Série : { $count } · record { $best }
puzzles-streak-intro = Série de problèmes : des problèmes de plus en plus difficiles, jusqu'à la première erreur.
    Pas d'indice, et le classement n'est pas en jeu.
puzzles-try-again = Réessayer
puzzles-analyse = Analyser cette position
puzzles-modes-label = Modes de problèmes
puzzles-learn-link = Apprendre les règles
puzzles-streak-start = Série de problèmes
puzzles-back-to-rated = Retour aux problèmes classés

## Les boutons de l'objectif
puzzles-next = Problème suivant
puzzles-next-streak = Commencer une nouvelle série
puzzles-hint = Indice
puzzles-show-move = Montrer le coup
puzzles-hint-title = Un indice montre la pièce, puis le coup ; le problème compte alors comme manqué
puzzles-retry = Réessayer
puzzles-view-solution = Voir la solution
# Un coup saisi le long d'un trajet peut s'arrêter où il en est : « Finir le coup ici (E4-E6) ».
puzzles-end-here = Finir le coup ici ({ $move_text })

## Parcourir la ligne du problème terminé
puzzles-steps-label = La solution, coup par coup
puzzles-to-start = Au début du problème
puzzles-back = Un coup en arrière
puzzles-forward = Un coup en avant
puzzles-to-end = À la fin
puzzles-step-start = Le début du problème
puzzles-step = Coup { $at } sur { $end }
puzzles-step-end = Coup { $at } sur { $end } : la fin

## Ce qu'on dit au joueur
puzzles-right = Exact ! Voici maintenant la réponse…
# $reply est la réponse de l'ordinateur.
puzzles-your-turn = La réponse : { $reply }. Continuez : trouvez le coup suivant.
puzzles-solved = Tous les coups trouvés.
puzzles-solved-hinted = Avec un indice : votre classement le compte comme manqué.
puzzles-solved-retried = Trouvé après un nouvel essai : le problème compte comme manqué, puisque le premier essai était faux.
# $move_text est le mauvais coup joué.
puzzles-wrong = { $move_text } n'est pas le bon coup. Réessayez depuis la position d'avant, ou voyez la solution.
puzzles-retry-note = Réessayez : le problème compte comme manqué, mais trouver le coup reste instructif.
# Le premier indice : la case de la pièce à jouer.
puzzles-hint-piece = Jouez la pièce en { $square }.
# Le second indice : le coup entier.
puzzles-hint-move = Le coup est dessiné sur le plateau : { $move_text }.
# $line est la suite des coups du problème, séparés comme une liste : « F6-F7, F9-F8, F7xF9 ».
puzzles-solution = La solution : { $line }.
puzzles-hint-counted = Un indice a été utilisé : votre classement compte ce problème comme manqué.
puzzles-hint-cost = Un indice fait compter le problème comme manqué dans votre classement.
# Pourquoi un coup est impossible ($why), puis ce qu'exige l'obligation de prendre ($duty) : deux phrases.
puzzles-why-and-duty = { $why } { $duty }
# Le résultat, avant les mots qui le détaillent.
puzzles-result-solved = Résolu.
puzzles-result-missed = Manqué.
# Un problème déjà classé : son résultat ne change pas le classement.
puzzles-replay = Déjà joué : ne compte plus pour le classement
# Les variations de classement : « +12 », « −8 », « ±0 ».
puzzles-change-none = ±0
puzzles-change-up = +{ $n }
puzzles-change-down = −{ $n }
# « un problème », dans « Série terminée : un problème d'affilée. »
puzzles-streak-solved = { $n ->
    [0] aucun problème
    [one] un problème
   *[other] { $n } problèmes
}
puzzles-streak-over = Série terminée : { puzzles-streak-solved } d'affilée.
puzzles-streak-over-best = Série terminée : { puzzles-streak-solved } d'affilée — votre record !

## La légende du problème : « Problème c0142 », et une fois terminé
## « Problème c0142 · classement 1620 · Charge du chevalier, Court (deux coups) »
puzzles-caption = Problème { $id }
puzzles-caption-over = Problème { $id } · classement { $rating }
# $themes est la liste des noms des thèmes du problème, séparés comme une liste.
puzzles-caption-over-themes = Problème { $id } · classement { $rating } · { $themes }

## Les derniers problèmes, chacun après son identifiant : « c0142 · 1620 · résolu · +12 »
puzzles-history-heading = Vos derniers problèmes
puzzles-history-solved = résolu
puzzles-history-solved-hint = résolu avec un indice
puzzles-history-missed = manqué
puzzles-history-not-rated = non classé
# Après l'identifiant du problème (attention à l'espace au début) : son classement, le résultat.
puzzles-history-details = { " " }· { $rating } · { $result }
# La même chose avec la variation de classement (ou « non classé »).
puzzles-history-details-change = { " " }· { $rating } · { $result } · { $change }

## Chargement, et ce qui peut mal tourner
puzzles-loading = Chargement des problèmes de { $game }…
# $why dit ce qui n'a pas marché.
puzzles-pack-failed = Les problèmes de { $game } n'ont pas pu être chargés : { $why }. Vérifiez la connexion et réessayez.
# $first dit ce qui n'allait pas dans le premier problème écarté.
puzzles-pack-damaged = { $n ->
    [one] { $n } problème du lot n'a pas pu être utilisé et a été écarté ({ $first }).
   *[other] { $n } problèmes du lot n'ont pas pu être utilisés et ont été écartés ({ $first }).
}
puzzles-no-such-puzzle = Il n'y a pas de problème de { $game } avec l'identifiant « { $id } ». En voici un autre.
# $game est le nom donné dans le lien ; les problèmes de Camelot sont montrés à la place.
puzzles-no-such-game = Il n'y a pas de problèmes pour le jeu « { $game } » : voici ceux de Camelot.
puzzles-progress-unreadable = Votre historique de problèmes n'a pas pu être lu ({ $why }) : il repart de zéro.
    Les anciennes données sont conservées à part.
# $version est le numéro de version de l'historique enregistré.
puzzles-progress-version = version { $version }
puzzles-all-played = Vous avez joué tous les problèmes : ils vous seront proposés de nouveau.
puzzles-all-played-theme = Vous avez joué tous les problèmes du thème { $theme } : ils vous seront proposés de nouveau.
# Un lien demandait un thème dont le jeu choisi n'a aucun problème : ceux de $found l'ont.
puzzles-theme-elsewhere = Il n'y a pas encore de problème de { $played } sur le thème { $theme } : voici ceux de { $found }.
puzzles-theme-missing = Il n'y a aucun problème de { $game } sur le thème { $theme } : voici tous les thèmes.

## Ce qui ne va pas dans un lot abîmé (dans les messages ci-dessus) ; $error est dans les mots des règles
puzzles-pack-empty = il ne contient aucun problème
# $n est la place du problème dans le lot (1, 2, …).
puzzles-pack-not-a-puzzle = problème { $n } : ce n'est pas un problème (identifiant, position, coups, classement)
puzzles-pack-bad-id = problème { $n } : identifiant `{ $id }` manquant ou répété
# $problem est l'un des messages ci-dessous.
puzzles-pack-puzzle = problème { $id } : { $problem }
puzzles-pack-position = position : { $error }
puzzles-pack-over = position : la partie est déjà terminée
puzzles-pack-line-length = la ligne a { $n } coups : elle doit commencer et finir par un coup du joueur
# $n est la place du coup dans la ligne, $move_text le coup.
puzzles-pack-move = coup { $n } `{ $move_text }` : { $error }
puzzles-pack-move-ends = le coup { $n } `{ $move_text }` termine la partie avant la fin de la ligne
puzzles-pack-last-move = dernier coup `{ $move_text }` : { $error }
puzzles-pack-rating = le classement n'est pas un nombre
