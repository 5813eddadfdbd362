# De puzzeltrainer (#/puzzles): tactiekpuzzels, een rating, thema's, reeksen, tips.
# Notities voor vertalers:
# - $game is een spel uit de Camelot-familie met zijn titel (Camelot, Cam, Camette), zoals
#   vertaald in de teksten van de regels.
# - $side, $opponent zijn namen van kleuren zoals vertaald in app.ftl ("Wit"); $color en
#   $opponent_color zijn "white" of "black" voor selectors.
# - Zetten (F6-F7, F8xF10xF12), velden (F8) en puzzel-id's (c0142) blijven zoals ze zijn.
# - De rating van een puzzel (1620) wordt gegeven zoals hij geschreven is, zonder groepering.

## Thema's: hun namen, in de themakeuze en in het onderschrift van de puzzel
puzzles-theme-charge = Ridderaanval
puzzles-theme-multi-jump = Meerslag
puzzles-theme-capture-trap = Slagval
puzzles-theme-castle-entry = Kasteel binnengaan
puzzles-theme-castle-race = Race naar het kasteel
puzzles-theme-castle-duty = Eigen kasteel verlaten
puzzles-theme-defence = Verdediging
puzzles-theme-quiet-move = Stille zet
puzzles-theme-endgame = Eindspel
puzzles-theme-win = De partij winnen
puzzles-theme-one-move = Eén zet
puzzles-theme-short = Kort (twee zetten)
puzzles-theme-long = Lang (drie zetten of meer)

## Wat een thema van de oplosser vraagt (onder het bord, als de puzzel voorbij is)
puzzles-theme-hint-charge = Een ridderaanval: een galop die overgaat in een slag.
puzzles-theme-hint-multi-jump = Een slag die doorgaat en twee of meer stukken slaat.
puzzles-theme-hint-capture-trap = Een aangeboden stuk: de verplichte slag maakt een grotere mogelijk.
puzzles-theme-hint-castle-entry = Een stuk het kasteel van de tegenstander in.
puzzles-theme-hint-castle-race = Beide kanten racen naar elkaars kasteel.
puzzles-theme-hint-castle-duty = Een stuk in zijn eigen kasteel moet het verlaten.
puzzles-theme-hint-defence = De enige zet die de partij redt.
puzzles-theme-hint-quiet-move = De eerste zet slaat niets.
puzzles-theme-hint-endgame = Zes stukken of minder.

## De pagina
puzzles-heading = Puzzels
puzzles-heading-streak = Puzzelreeks
# Voor de keuze van het spel (er volgt een keuzelijst).
puzzles-game-label = Spel
# Voor de keuze van het thema (er volgt een keuzelijst).
puzzles-theme-label = Thema
puzzles-all-themes = Alle thema's
# Een thema in de keuzelijst met het aantal puzzels ervan: "Ridderaanval (52)".
puzzles-theme-option = { $theme } ({ $n })
puzzles-your-task = Je opdracht
# De opdracht boven het bord, $side is de oplosser.
puzzles-task = Vind de beste zet voor { $side }.
# $last is de laatste zet van de tegenstander: "Zwart speelde G12-F11. Vind de beste zet voor Wit."
puzzles-task-after = { $opponent } speelde { $last }. Vind de beste zet voor { $side }.
# De regel met de rating, voor het getal (let op de spatie aan het eind).
puzzles-rating = Je puzzelrating voor { $game }:{ " " }
# Na de rating, zolang die onzeker is (let op de spatie aan het begin).
puzzles-provisional = { " " }(voorlopig)
puzzles-provisional-title = Voorlopig: na nog een paar puzzels ligt hij vast
# De teller van de reeks: "Reeks: 3 · record 7".
puzzles-streak = Reeks: { $count } · record { $best }
puzzles-streak-intro = Puzzelreeks: puzzels die één voor één moeilijker worden, tot de eerste fout.
    Geen tips, en je rating staat niet op het spel.
puzzles-try-again = Opnieuw proberen
puzzles-analyse = Deze stelling analyseren
puzzles-modes-label = Puzzelmodi
puzzles-learn-link = Leer de regels
puzzles-streak-start = Puzzelreeks
puzzles-back-to-rated = Terug naar puzzels met rating

## De knoppen van de opdracht
puzzles-next = Volgende puzzel
puzzles-next-streak = Nieuwe reeks beginnen
puzzles-hint = Tip
puzzles-show-move = Zet tonen
puzzles-hint-title = Een tip toont eerst het stuk en dan de zet; de puzzel telt dan als gemist
puzzles-retry = Nog een keer
puzzles-view-solution = Oplossing bekijken
# Een zet die veld voor veld wordt ingevoerd, mag eindigen waar hij nu staat: "Zet hier beëindigen (E4-E6)".
puzzles-end-here = Zet hier beëindigen ({ $move_text })

## Stap voor stap door de variant van de afgeronde puzzel
puzzles-steps-label = De oplossing, zet voor zet
puzzles-to-start = Naar het begin van de puzzel
puzzles-back = Eén zet terug
puzzles-forward = Eén zet vooruit
puzzles-to-end = Naar het einde
puzzles-step-start = Het begin van de puzzel
puzzles-step = Zet { $at } van { $end }
puzzles-step-end = Zet { $at } van { $end }: het einde

## Wat de oplosser te horen krijgt
puzzles-right = Juist! Nu het antwoord…
# $reply is het antwoord van de computer.
puzzles-your-turn = Het antwoord: { $reply }. Ga door: vind de volgende zet.
puzzles-solved = Alle zetten gevonden.
puzzles-solved-hinted = Met een tip: je rating telt het als gemist.
puzzles-solved-retried = Gevonden na een nieuwe poging: de puzzel telt als gemist, omdat de eerste poging fout was.
# $move_text is de gespeelde verkeerde zet.
puzzles-wrong = { $move_text } is niet de zet. Probeer het opnieuw vanaf de stelling ervoor, of bekijk de oplossing.
puzzles-retry-note = Probeer het opnieuw: de puzzel telt als gemist, maar door de zet zelf te vinden leer je hem toch.
# De eerste tip: het veld van het stuk dat moet zetten.
puzzles-hint-piece = Speel met het stuk dat op { $square } staat.
# De tweede tip: de hele zet.
puzzles-hint-move = De zet staat op het bord getekend: { $move_text }.
# $line zijn de zetten van de puzzel, gescheiden als een opsomming: "F6-F7, F9-F8, F7xF9".
puzzles-solution = De oplossing: { $line }.
puzzles-hint-counted = Je hebt een tip gebruikt: je rating telt deze puzzel als gemist.
puzzles-hint-cost = Een tip laat je rating deze puzzel als gemist tellen.
# Waarom een zet niet kan ($why), dan wat de slagplicht vraagt ($duty): twee zinnen.
puzzles-why-and-duty = { $why } { $duty }
# De uitslag, voor de woorden erover.
puzzles-result-solved = Opgelost.
puzzles-result-missed = Gemist.
# Een puzzel die al eerder een rating gaf: de uitslag laat de rating zoals hij is.
puzzles-replay = Al eerder gespeeld: telt niet opnieuw mee
# Ratingwijzigingen: "+12", "−8", "±0".
puzzles-change-none = ±0
puzzles-change-up = +{ $n }
puzzles-change-down = −{ $n }
# "één puzzel", in "Reeks voorbij: één puzzel op rij."
puzzles-streak-solved = { $n ->
    [0] geen puzzel
    [one] één puzzel
   *[other] { $n } puzzels
}
puzzles-streak-over = Reeks voorbij: { puzzles-streak-solved } op rij.
puzzles-streak-over-best = Reeks voorbij: { puzzles-streak-solved } op rij – je beste reeks tot nu toe!

## Het onderschrift van de puzzel: "Puzzel c0142", en als hij voorbij is
## "Puzzel c0142 · rating 1620 · Ridderaanval, Kort (twee zetten)"
puzzles-caption = Puzzel { $id }
puzzles-caption-over = Puzzel { $id } · rating { $rating }
# $themes zijn de namen van de thema's van de puzzel, gescheiden als een opsomming.
puzzles-caption-over-themes = Puzzel { $id } · rating { $rating } · { $themes }

## De laatste puzzels, elk na zijn id: "c0142 · 1620 · opgelost · +12"
puzzles-history-heading = Je laatste puzzels
puzzles-history-solved = opgelost
puzzles-history-solved-hint = opgelost met een tip
puzzles-history-missed = gemist
puzzles-history-not-rated = telt niet mee
# Na de id van de puzzel (let op de spatie aan het begin): zijn rating, de uitslag.
puzzles-history-details = { " " }· { $rating } · { $result }
# Hetzelfde met de ratingwijziging (of "telt niet mee").
puzzles-history-details-change = { " " }· { $rating } · { $result } · { $change }

## Laden, en wat er misgaat
puzzles-loading = De puzzels voor { $game } worden geladen…
# $why zegt wat er misging.
puzzles-pack-failed = De puzzels voor { $game } konden niet worden geladen: { $why }. Controleer de verbinding en probeer het opnieuw.
# $first zegt wat er mis was met de eerste weggelaten puzzel.
puzzles-pack-damaged = { $n ->
    [one] Eén puzzel uit het pakket was onbruikbaar en is weggelaten ({ $first }).
   *[other] { $n } puzzels uit het pakket waren onbruikbaar en zijn weggelaten ({ $first }).
}
puzzles-no-such-puzzle = Er is geen puzzel voor { $game } met id “{ $id }”. Hier is een andere.
# $game is de naam uit de link; in plaats daarvan worden de puzzels van Camelot getoond.
puzzles-no-such-game = Er zijn geen puzzels voor het spel “{ $game }”: hier zijn die van Camelot.
puzzles-progress-unreadable = Je puzzelgegevens konden niet worden gelezen ({ $why }), dus ze beginnen opnieuw.
    De oude gegevens worden apart bewaard.
# $version is het versienummer van de opgeslagen gegevens.
puzzles-progress-version = versie { $version }
puzzles-all-played = Je hebt alle puzzels gespeeld: ze komen nu opnieuw aan de beurt.
puzzles-all-played-theme = Je hebt alle puzzels met het thema { $theme } gespeeld: ze komen nu opnieuw aan de beurt.
# Een link vroeg om een thema waarvan het gespeelde spel geen puzzel heeft: de puzzels van $found hebben het wel.
puzzles-theme-elsewhere = De puzzels voor { $played } hebben nog geen enkele met het thema { $theme }: hier zijn die voor { $found }.
puzzles-theme-missing = De puzzels voor { $game } hebben geen enkele met het thema { $theme }: hier zijn alle thema's.

## Wat er mis is in een beschadigd pakket (in de meldingen hierboven); $error zijn de woorden van de regels
puzzles-pack-empty = het bevat geen puzzel
# $n is de plaats van de puzzel in het pakket (1, 2, …).
puzzles-pack-not-a-puzzle = puzzel { $n }: geen puzzel (id, stelling, zetten, rating)
puzzles-pack-bad-id = puzzel { $n }: ontbrekende of dubbele id `{ $id }`
# $problem is een van de meldingen hieronder.
puzzles-pack-puzzle = puzzel { $id }: { $problem }
puzzles-pack-position = stelling: { $error }
puzzles-pack-over = stelling: de partij is al afgelopen
puzzles-pack-line-length = de variant heeft { $n ->
    [one] { $n } zet
   *[other] { $n } zetten
}: hij moet beginnen en eindigen met een zet van de oplosser
# $n is de plaats van de zet in de variant, $move_text de zet.
puzzles-pack-move = zet { $n } `{ $move_text }`: { $error }
puzzles-pack-move-ends = zet { $n } `{ $move_text }` beëindigt de partij voordat de variant afloopt
puzzles-pack-last-move = laatste zet `{ $move_text }`: { $error }
puzzles-pack-rating = de rating is geen getal
