# rules
# De regelpagina (#/rules): elke regel van Camelot in de eigen woorden van de app, de varianten
# en de notatie, met kleine borddiagrammen.
# Notities voor vertalers:
# - Veldnamen (F7, D13), lijnen en rijen (A tot L, 1 tot 16) en zetten (E4-E6-G8-I8, E4xE6xE8)
#   zijn in elke taal hetzelfde: laat ze zoals ze zijn.
# - Een argument $variant is de naam van een spel zoals zijn eigen catalogus die geeft (Camelot,
#   Chivalry, River Camelot…).
# - Sommige alinea's bevatten een link of een stukje code: die komen binnen als argumenten ($course,
#   $square…), zodat de zin ze kan plaatsen waar hij ze nodig heeft. Hun eigen woorden, als ze die
#   hebben, zijn aparte berichten (genoemd in het commentaar).
# - Een lijstpunt dat begint met een vetgedrukte term ("Gewone zet.") bestaat uit twee berichten:
#   de term (…-term) en de tekst die volgt (de pagina zet er een spatie tussen).

## De pagina
rules-title = De regels van Camelot
# $course is een link naar de cursus; de woorden ervan zijn rules-intro-course.
rules-intro = Dit zijn de regels van de World Camelot Federation, zoals dit programma ze speelt, in onze eigen woorden.
    Leer je liever door te doen? Volg dan de { $course }.
rules-intro-course = regelcursus

## Diagrammen
rules-diagram-error = Dit diagram kon niet worden getekend.
rules-diagram-start = De beginstelling.
# Het diagram van River Camelot: voor de eerste zet plant elke kant drie bomen.
rules-diagram-river-start = Het begin, nadat elke kant drie bomen heeft geplant.
# $canter is een zet (E4-E6-G8-I8).
rules-diagram-canter = Een galop in meerdere sprongen die van richting verandert: { $canter }.
# $jumps is een zet (E4xE6xE8).
rules-diagram-jumps = Een reeks van twee slagen: { $jumps }.
# $charge is een zet (E4-E6xE8).
rules-diagram-charge = Een ridderaanval: { $charge }.
# $canter en $step zijn zetten (E14-G16, F15-F16).
rules-diagram-castle = Twee wegen naar het kasteel van Zwart: { $canter } (een galop die daar eindigt) en { $step }.

## Bord en stukken
rules-board-heading = Bord en stukken
rules-board-squares = Het bord heeft 160 velden: lijnen A tot en met L, rijen 1 tot en met 16. Rij 1 en rij 16 hebben alleen de twee
    velden F en G: dat zijn de kastelen. Rij 2 en 15 lopen van C tot J, rij 3 en 14 van B tot K,
    en rij 4 tot en met 13 van A tot L.
rules-board-pieces = Het kasteel van Wit is F1 en G1, dat van Zwart F16 en G16. Elke speler begint met vier ridders en tien pionnen
    in het midden van het bord. Wit begint; daarna zetten de spelers om de beurt, één zet per keer.

## De vier soorten zetten
rules-moves-heading = De vier soorten zetten
rules-move-plain-term = Gewone zet.
rules-move-plain = Eén stap naar een leeg aangrenzend veld, in een van de acht richtingen.
rules-move-canter-term = Galop.
rules-move-canter = Een sprong over een van je eigen stukken naast het jouwe, in een rechte lijn, naar het lege veld
    erachter. Sprongen mogen aan elkaar worden geregen en mogen tussendoor van richting veranderen; het stuk mag na elke sprong stoppen. Niemand is ooit verplicht te galopperen.
    De stukken waarover gesprongen wordt, blijven staan.
rules-move-jump-term = Slag.
rules-move-jump = Een sprong over een vijandelijk stuk naast het jouwe, naar het lege veld erachter. Het vijandelijke stuk is geslagen
    en wordt meteen weggenomen. Na een slag moet het stuk doorslaan zolang het kan, in elke richting; zijn er meerdere reeksen slagen mogelijk,
    dan mag elk ervan worden gekozen, niet per se de langste.
rules-move-charge-term = Ridderaanval.
rules-move-charge = Alleen voor ridders: een galop (een of meer sprongen) gevolgd door een of meer slagen, in die volgorde, in één zet.

## Plichten
rules-duties-heading = Plichten
rules-duty-capture-term = Slagplicht.
rules-duty-capture = Als een van je stukken kan slaan, moet je zet slaan: een reeks slagen door een willekeurig
    stuk, of een ridderaanval door een willekeurige ridder (die ook een ander stuk mag slaan).
rules-duty-knight-term = De ridderplicht.
rules-duty-knight = Een ridder die na een galop landt op een veld vanwaar hij zou kunnen slaan, moet in dezelfde zet
    slaan, vanaf dat veld of door verder te galopperen en later te slaan. Dat geldt ook als er aan het begin van de beurt
    niets te slaan viel. Pionnen hebben zo'n plicht niet.

## Kastelen
rules-castles-heading = Kastelen
rules-castle-own-term = Je eigen kasteel.
rules-castle-own = Geen gewone zet of galop mag het binnengaan; alleen een slag (of de slagen van een ridderaanval) mag
    daar landen, en het stuk moet er al slaand weer uit als dat kan.
rules-castle-leave-term = Het kasteel verlaten.
rules-castle-leave = Een stuk dat zijn zet in zijn eigen kasteel beëindigde, moet het bij de volgende beurt van zijn eigenaar verlaten, en
    die zet moet door dat stuk worden gedaan, wat er elders ook te slaan valt. Kan het eruit slaan, dan moet dat; anders gaat het
    er met een stap of een galop uit.
rules-castle-enemy-term = Het kasteel van de tegenstander.
rules-castle-enemy = Een stuk dat erin komt, verlaat het nooit meer. Elke zet eindigt zodra het stuk
    erin landt. Binnen is zijn enige zet de kasteelzet, een stap naar het andere kasteelveld; elke speler mag hoogstens twee kasteelzetten
    per partij doen, en niet zolang er slagplicht geldt.

## Einde van de partij (een genummerde lijst: rules-choice-no-move-in-castle verwijst naar het 4e punt)
rules-end-heading = Einde van de partij
rules-end-intro = Na elke zet gecontroleerd:
rules-end-castle = Een speler met twee stukken in het kasteel van de tegenstander wint.
rules-end-material = Als beide spelers hoogstens één stuk hebben, is de partij remise.
rules-end-captured = Een speler die alle vijandelijke stukken heeft geslagen en er zelf minstens twee heeft gehouden, wint.
rules-end-no-move = Een speler die aan zet is en geen reglementaire zet heeft, verliest, als de tegenstander twee of meer stukken heeft.

## Waar de officiële tekst zwijgt
rules-choices-heading = Waar de officiële tekst zwijgt: onze keuzes
rules-choice-revisit = Een galop mag niet landen op een veld waar hij in dezelfde zet al is geweest, het beginveld meegerekend.
    (Een reeks slagen mag dat wel, want de geslagen stukken zijn dan weg.)
rules-choice-paths = Een zet is zijn hele weg: twee wegen naar hetzelfde veld zijn twee verschillende zetten.
# "regel 4 hierboven" is het 4e punt van de lijst onder "Einde van de partij" (rules-end-no-move).
rules-choice-no-move-in-castle = Als het stuk dat zijn eigen kasteel moet verlaten geen reglementaire zet heeft, heeft zijn speler geen reglementaire zet, en geldt regel 4 hierboven.
rules-choice-knight-duty = Aan de ridderplicht is voldaan met elke latere slag in dezelfde zet, zelfs van hetzelfde vijandelijke stuk vanaf een ander veld.
rules-choice-no-move-draw = Een speler zonder reglementaire zet wiens tegenstander minder dan twee stukken heeft: de partij is remise.
rules-choice-repetition = Huisregel, standaard aan: het derde optreden van dezelfde stelling, met dezelfde speler aan zet en evenveel gebruikte
    kasteelzetten, is remise. De officiële regels kennen zo'n regel niet.

## Notatie
rules-notation-heading = Notatie
# $square is de naam van een veld (F7); $step en $jump zijn de tekens "-" en "x" van de notatie,
# elk getoond als code.
rules-notation-intro = Velden schrijf je als { $square }. Een zet noemt zijn beginveld en elk landingsveld, met
    { $step } voor het landingsveld van een stap of galop en { $jump } voor het landingsveld van een slag:
# De tabel met voorbeelden: elk beschrijft de zet ernaast (C8-D9, E6-C8-A8, H4xJ4xL6,
# F6-F8-H8xH10xJ12, F16-G16).
rules-notation-plain = een gewone zet
rules-notation-canter = een galop met twee sprongen
rules-notation-jumps = twee slagen, die twee stukken slaan
rules-notation-charge = een ridderaanval: twee galopsprongen, dan twee slagen
rules-notation-castle = een kasteelzet
# $record zijn de zetten van een partijnotatie (1. F7-F8 F10-F9 2. E7-E8) en $tag een kopregel
# ([White "Player"]), elk getoond als code, zoals een notatiebestand ze bevat.
rules-notation-records = Partijnotaties geven genummerde zetten, zoals { $record }, na kopregels zoals { $tag }.

## De Camelot-familie (een onderdeel per spelvariant)
rules-variants-heading = De Camelot-familie
rules-variants-intro = Dezelfde zetten op andere borden, of met andere doelen. Alles wat bij een spel niet vermeld staat, is zoals in Camelot.
    Begin er een via “Nieuwe partij” op de spelpagina.
# De korte beschrijving van een spelvariant: $variant is de naam, $summary de beschrijving (uit de
# eigen catalogus van de spelvarianten).
rules-variant-summary = { $variant }: { $summary }.
# De knop die een partij van de spelvariant start.
rules-variant-play = { $variant } spelen

# Wat verschilt van Camelot, één lijstpunt per verschil.
rules-chivalry-board = Het bord heeft 176 velden: lijnen A tot en met N. Rij 1 en 16 zijn de kastelen G en H; rij 2 en 15 lopen van D tot K,
    3 en 14 van C tot L, 4 en 13 van B tot M, en rij 5 tot en met 12 van A tot N.
rules-chivalry-pieces = Elke kant heeft 8 ridders en 12 pionnen, op rij 6 en 7 voor Wit en 10 en 11 voor Zwart.
rules-chivalry-rules = Alle regels zijn die van Camelot.

rules-cam-board = Het bord heeft 67 velden, lijnen A tot en met G en rijen 1 tot en met 13; elk kasteel is één veld, D1 en D13.
rules-cam-pieces = Elke kant heeft 2 ridders en 5 pionnen.
rules-cam-castle = Eén stuk in het kasteel van de tegenstander wint meteen; er zijn geen kasteelzetten.
rules-cam-capture = Wie alle vijandelijke stukken slaat, wint, hoe weinig stukken er ook over zijn; bij één stuk tegen één wordt doorgespeeld.
rules-cam-no-move = Een speler zonder reglementaire zet verliest.

rules-camette-board = Het kleinste bord: 23 velden, lijnen A tot en met E en rijen 1 tot en met 7; de kastelen zijn C1 en C7.
rules-camette-pieces = Elke kant heeft 1 ridder en 3 pionnen.
rules-camette-rules = De regels zijn die van Cam: één stuk in het kasteel van de tegenstander wint, geen kasteelzetten, wie alle vijandelijke stukken slaat,
    wint, geen remise door materiaal, en een speler zonder reglementaire zet verliest.

rules-all-knighter-pieces = Camelot waarin elk stuk een ridder is: alle 14 stukken van elke kant mogen een ridderaanval doen, en elk heeft de ridderplicht.

# D7–D8 en I9–I10 zijn de twee bruggen, elk twee velden.
rules-river-river = Een rivier van 28 velden loopt over het bord van Camelot. Geen stuk mag een rivierveld betreden of eroverheen springen;
    de twee bruggen, D7–D8 en I9–I10 (elk twee velden), zijn gewone velden.
rules-river-start = De stukken beginnen twee rijen dichter bij hun eigen kasteel.
# C3,F6,K5 is hoe een zet die drie bomen plant wordt geschreven.
rules-river-trees = Voor de eerste zet plant elke speler drie bomen op boomvelden aan zijn eigen kant, Wit eerst, elk als één
    zet (geschreven als C3,F6,K5). Een boom blokkeert zoals de rivier: niets landt erop of springt eroverheen.

rules-anti-goals = Het bord, de stukken en de zetten van Camelot, met omgekeerde doelen.
rules-anti-win = Een speler wint als hij aan zet is en geen reglementaire zet heeft, of als zijn tegenstander een stuk in zijn kasteel zet.
rules-anti-capture = Slaan blijft verplicht, dus een gedwongen slag kan een stuk het kasteel van de tegenstander in voeren, en zo verliezen.
rules-anti-rules = Er zijn geen kasteelzetten, geen remise door materiaal, en wie alle vijandelijke stukken slaat, wint daar niet mee.

## De links onderaan de pagina
rules-play-game = Speel een partij
rules-take-course = Volg de cursus
