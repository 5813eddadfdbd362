# learn
# De regelcursus (#/learn): de lijst van lessen, de pagina van een les, de teksten van de lessen
# en de uitleg van de controleur bij een verkeerde poging.
# Notities voor vertalers:
# - Veldnamen (C3, H11), zetten (C3-D2, E4xE6xE8) en stellingstekst blijven zoals ze zijn.
# - $move is een zet in de notatie van de WCF (E4-E6-G8, E4xE6).
# - $square, $from, $to zijn veldnamen (F7).
# - In het Engels wordt "click" op touchscreens "tap"; de Nederlandse teksten zeggen meestal
#   "kiezen", dat voor beide past.

## De lijst van lessen
learn-heading = Leer de regels van { -game-name }
# De openingszin van de cursus; $n is het aantal lessen.
learn-course-intro = { $n ->
    [one] { $n } korte les
   *[other] { $n } korte lessen
}, elk met een kleine opdracht op het bord. Je voortgang wordt op dit apparaat bewaard.
# "3 van 10 lessen voltooid": $done voltooide lessen van $n.
learn-progress = { $done } van { $n ->
    [one] { $n } les
   *[other] { $n } lessen
} voltooid
# De ingang van de cursus, op een knop; $title is de titel van een les.
learn-start-course = Begin de cursus: { $title }
learn-continue = Verder: { $title }
learn-reset-progress = Voortgang wissen
# Voorgelezen voor het vinkje (✓) naast een voltooide les.
learn-done-label = voltooid
# $id is wat het adres als les noemde.
learn-no-such-lesson = Er is geen les met de naam “{ $id }”. Kies er een uit de lijst.
# Opgeslagen voortgang die niet kon worden gelezen; $why zegt waarom (niet altijd vertaald).
learn-progress-reset = Je opgeslagen cursusvoortgang kon niet worden gelezen ({ $why }) en is gewist.
# Waarom opgeslagen voortgang niet is gelezen: geschreven door een latere versie van de app.
learn-progress-unknown-version = onbekende versie { $version }

## De pagina van een les
learn-all-lessons = Alle lessen
# Na de link "Alle lessen": " · Les 3 van 10" (let op de spatie aan het begin).
learn-crumb = { " " }· Les { $number } van { $of }
# Na de titel van een eerder voltooide les (let op de spatie aan het begin).
learn-done-tick = { " " }✓ voltooid
learn-your-task = Je opdracht
# Knoppen: de zet spelen die een eerste tik liet zien; een galop beëindigen waar hij mag eindigen.
learn-play-move = { $move } spelen
learn-end-here = Zet hier beëindigen ({ $move })
learn-next-lesson = Volgende les →
learn-play-a-game = Speel een partij →
learn-show-me = Laat zien
learn-restart = Les opnieuw beginnen
learn-previous = ← Vorige
# De naam van de links naar de vorige en volgende les (voor schermlezers).
learn-nav-label = Lessen
# Onder de opdracht terwijl "Laat zien" de zetten voorspeelt, en nadat het ze heeft getoond.
learn-demo-watching = Kijk naar de zet op het bord…
learn-demo-revealed = De pijlen en stippen tonen de zetten die het doen. Nu jij: kies het stuk,
    dan het veld waar het heen gaat.
# De uitleg van een verkeerde poging, gevolgd door de slag die de leerling moet doen ($duty, een zin).
learn-why-and-duty = { $why } { $duty }

## De controleur: waarom een poging de opdracht niet uitvoert
# Een stelling van een les die niet kan worden gelezen (een fout); $error zegt waarom.
learn-bad-position = les { $id }: ongeldige stelling: { $error }
# Een klik op een veld dat niet het antwoord is; $miss is de eigen melding van de les.
learn-click-miss = { $square }: { $miss }
learn-click-own-castle = { $square } ligt in het kasteel van Wit, je eigen kasteel. { $miss }
learn-click-piece-first = { $square }: kies eerst een van je stukken, dan het veld waar het heen moet.
learn-click-not-move = Bij deze opdracht kies je een veld; je hoeft geen zet te doen.
# Een reglementaire zet die de opdracht niet uitvoert; $miss is de eigen melding van de les.
learn-move-miss = { $move }: { $miss }
learn-legal-not-solving = { $move } is toegestaan, maar lost de opdracht niet op.
# $outcome is de uitslag, zoals de spelregels die beschrijven.
learn-game-over = De partij is afgelopen: { $outcome }.
learn-no-piece = Er staat geen stuk op { $square }.
# $piece_color is de kleur van het stuk, $turn de kleur die aan zet is ("white" of "black").
learn-not-your-piece = Het stuk op { $square } is van { $piece_color ->
    [white] Wit
   *[black] Zwart
}; { $turn ->
    [white] Wit
   *[black] Zwart
} is aan zet.
learn-choose-destination = Kies waar het stuk heen moet.

## De controleur: de regel die een ongeldige zet overtreedt ($move is de geprobeerde zet)
# $square is waar het stuk in zijn eigen kasteel staat.
learn-illegal-must-leave-castle = { $move } is niet toegestaan: je stuk op { $square } staat in
    je eigen kasteel en moet het daarom deze beurt verlaten, vóór al het andere, zelfs vóór slaan.
learn-illegal-step-in-chain = { $move } is niet toegestaan: een gewone zet is één stap; die kan
    geen deel zijn van een langere zet.
learn-illegal-step-occupied = { $move } is niet toegestaan: { $square } is bezet. Een gewone zet
    gaat naar een leeg aangrenzend veld.
learn-illegal-unreachable = { $move } is niet toegestaan: een stuk doet een stap naar een aangrenzend
    veld of springt over één stuk ernaast; op die manier is { $to } niet te bereiken vanaf { $from }.
learn-illegal-leap-occupied = { $move } is niet toegestaan: een sprong moet op een leeg veld landen, en
    { $square } is bezet.
# $square is het veld waarover wordt gesprongen.
learn-illegal-leap-over-empty = { $move } is niet toegestaan: een sprong moet over een stuk direct
    ernaast gaan, en { $square } is leeg.
learn-illegal-canter-after-jump = { $move } is niet toegestaan: een stuk dat eenmaal heeft geslagen, mag
    alleen nog doorslaan, niet galopperen.
learn-illegal-canter-revisits = { $move } is niet toegestaan: een galop mag niet landen op een veld waar hij
    in dezelfde zet al is geweest (zijn beginveld meegerekend).
learn-illegal-into-own-castle = { $move } is niet toegestaan: geen gewone zet of galop mag je
    eigen kasteel binnengaan. Alleen een slag mag daar landen.
learn-illegal-man-charge = { $move } is niet toegestaan: alleen een ridder mag in één zet eerst
    galopperen en dan slaan (de ridderaanval). Een pion moet kiezen: het een of het ander.
learn-illegal-past-enemy-castle = { $move } is niet toegestaan: een zet eindigt zodra het stuk
    in het kasteel van de tegenstander landt.
# $square is waar het stuk staat na de ingevoerde slagen.
learn-illegal-keep-jumping = { $move } is niet toegestaan: na een slag moet hetzelfde stuk blijven
    slaan zolang het kan (vanaf { $square } kan het nog eens slaan).
learn-illegal-knights-duty = { $move } is niet toegestaan: de ridderplicht. Een ridder die na een galop
    naast een vijandelijk stuk landt dat hij kan slaan, moet in dezelfde zet doorgaan en slaan.
learn-illegal-castle-moves-spent = { $move } is niet toegestaan: elke speler mag in een partij hoogstens twee
    kasteelzetten doen, en jij hebt ze allebei al gedaan.
# $square is het andere veld van het kasteel van de tegenstander.
learn-illegal-castle-move-occupied = { $move } is niet toegestaan: { $square } is bezet. De
    kasteelzet gaat alleen naar het andere kasteelveld als dat leeg is.
# $used is hoeveel kasteelzetten de leerling in de partij heeft gedaan (0, 1 of 2).
learn-illegal-leaves-enemy-castle = { $move } is niet toegestaan: een stuk in het kasteel van de tegenstander
    verlaat het nooit meer. Zijn enige zet is de kasteelzet naar het andere kasteelveld, hoogstens twee
    per speler per partij (jij hebt er { $used ->
    [0] nog geen gedaan
    [1] al één gedaan
   *[other] al twee gedaan
}).
# $examples zijn tot drie slagen, verbonden met learn-examples-or: "E4xE6 of K4xK6".
learn-illegal-capture-required = { $move } is niet toegestaan: er geldt slagplicht. Een van je
    stukken kan een vijandelijk stuk slaan (bijvoorbeeld { $examples }), dus deze beurt moet je slaan.
learn-examples-or = { " " }of{ " " }
# $error is de eigen reden van de regels (niet altijd vertaald).
learn-illegal-other = { $move } is niet toegestaan: { $error }.

# De lessen, in de volgorde van de cursus: elk heeft een titel, alinea's die de regel uitleggen
# (text-1, text-2, …), een opdracht, wat er gezegd wordt als een poging mislukt en als het gelukt is.

## Les 1
learn-lesson-1-title = Het bord en de kastelen
learn-lesson-1-text-1 = { -game-name } wordt gespeeld op een bord van 160 velden: twaalf lijnen, A tot en met L, en
    zestien rijen. Het bord wordt naar beide uiteinden smaller, en aan elk uiteinde steken twee velden uit:
    dat zijn de kastelen.
learn-lesson-1-text-2 = Het kasteel van Wit is F1 en G1, onderaan. Het kasteel van Zwart is F16 en
    G16, bovenaan. Elke speler heeft tien pionnen (ronde stukken met een ring) en vier ridders (stukken
    met een kroon). Wit begint.
learn-lesson-1-text-3 = Je wint door twee van je stukken in het kasteel van je tegenstander te krijgen, of door
    alle stukken van je tegenstander te slaan terwijl je er zelf minstens twee overhoudt.
# De opdracht, gericht aan de leerling.
learn-lesson-1-task = Je speelt met Wit. Kies een veld van het kasteel dat je probeert te bereiken:
    het kasteel van Zwart.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-1-miss = Dat is het niet. Het kasteel van Zwart is het paar velden dat bovenaan uit het
    bord steekt.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-1-praise = Juist: F16 en G16 zijn het kasteel van Zwart, jouw doel.

## Les 2
learn-lesson-2-title = De gewone zet
learn-lesson-2-text-1 = De eenvoudigste zet: één stap naar een leeg aangrenzend veld, in een van de acht
    richtingen: vooruit, achteruit, opzij of diagonaal. Pionnen en ridders zetten allebei
    zo.
learn-lesson-2-text-2 = Kies de pion op F7: stippen tonen waar hij heen kan; een stap eindigt op een buurveld.
# De opdracht, gericht aan de leerling.
learn-lesson-2-task = Doe een gewone zet: verplaats een van je pionnen één stap.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-2-miss = Dat was een sprong over een stuk (een galop, de volgende les). Doe hier gewoon een stap
    naar een aangrenzend veld.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-2-praise = Goed gedaan: één stap naar een aangrenzend veld is een gewone zet.

## Les 3
learn-lesson-3-title = De galop
learn-lesson-3-text-1 = Een galop is een sprong over een van je eigen stukken dat naast het jouwe staat,
    in een rechte lijn naar het lege veld er direct achter. Het stuk waarover je springt, blijft staan
    waar het staat.
learn-lesson-3-text-2 = Een galop kan doorgaan: na één sprong mag het stuk opnieuw over een ander eigen
    stuk springen, en tussen de sprongen van richting veranderen. Het mag na elke
    sprong stoppen. Niemand is ooit verplicht te galopperen.
learn-lesson-3-text-3 = Eén beperking: in één zet mag een galopperend stuk niet landen op een veld waar het
    al is geweest, zijn beginveld meegerekend.
# De opdracht, gericht aan de leerling.
learn-lesson-3-task = Breng de pion op E4 in één zet naar I8: galoppeer over E5, dan F7, dan
    H8.
    Kies de pion, dan I8 zelf: de hele galop is één zet.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-3-miss = Dat is een toegestane zet, maar hij bereikt I8 niet. Kies de pion op E4 en
    dan I8 zelf: de hele galop is één zet (kies je een veld waar een galop mag
    stoppen, dan eindigt hij daar).
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-3-praise = Drie sprongen in één zet, twee keer van richting veranderd: een galop in meerdere sprongen.

## Les 4
learn-lesson-4-title = De slag: slaan
learn-lesson-4-text-1 = Een slag is een sprong over een vijandelijk stuk naast het jouwe, naar het lege veld
    erachter. Het vijandelijke stuk is geslagen en wordt meteen van het bord gehaald.
learn-lesson-4-text-2 = Slaan is verplicht: als een van je stukken kan slaan, moet je deze beurt
    slaan (je kiest zelf welk stuk en welke slag).
learn-lesson-4-text-3 = Kan hetzelfde stuk na een slag opnieuw slaan, dan moet het doorslaan, zo nodig
    in een andere richting. Zijn er meerdere reeksen slagen mogelijk, dan mag je er elk van kiezen, niet
    per se de langste.
# De opdracht, gericht aan de leerling.
learn-lesson-4-task = Sla twee zwarte pionnen in één zet.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-4-miss = Die slag is toegestaan, maar slaat maar één pion. Een andere reeks slaat er twee.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-4-praise = Twee pionnen geslagen in één reeks slagen.

## Les 5
learn-lesson-5-title = De ridderaanval
learn-lesson-5-text-1 = Ridders hebben één extra zet, de ridderaanval: een galop over eigen stukken, met een
    of meer sprongen, gevolgd door een of meer slagen over vijandelijke stukken, alles in één zet. Pionnen
    kunnen dat niet.
learn-lesson-5-text-2 = De ridderplicht: als een ridder na een galop naast een vijandelijk stuk landt
    dat hij zou kunnen slaan, moet hij in dezelfde zet doorgaan en slaan. Hij mag daar niet gewoon
    stoppen.
# De opdracht, gericht aan de leerling.
learn-lesson-5-task = Sla de zwarte pion op E7 met je ridder op E4.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-5-miss = Die zet slaat niets. Gebruik de ridder: galoppeer over je pion en sla
    dan.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-5-praise = Een galop en dan een slag: dat is de ridderaanval.

## Les 6
learn-lesson-6-title = Je eigen kasteel
learn-lesson-6-text-1 = Je mag je eigen kasteel nooit met een stap of een galop binnengaan. Je komt er alleen in
    met een slag (of het slaggedeelte van een ridderaanval) die daar landt.
learn-lesson-6-text-2 = Een stuk dat in zijn eigen kasteel landt en opnieuw kan slaan, moet doorslaan,
    het kasteel uit.
# De opdracht, gericht aan de leerling.
learn-lesson-6-task = Sla de zwarte pion op F2 met een slag die in je eigen kasteel landt.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-6-miss = Zo sla je de pion ook, maar deze les gaat over je kasteel: sla je kasteel
    in.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-6-praise = Een slag is de enige weg je eigen kasteel in.

## Les 7
learn-lesson-7-title = Je eigen kasteel verlaten
learn-lesson-7-text-1 = Een stuk dat zijn zet in zijn eigen kasteel beëindigde, moet het al bij je volgende
    beurt verlaten, en die zet moet door dat stuk worden gedaan, ook als je elders zou kunnen slaan.
learn-lesson-7-text-2 = Kan het eruit slaan, dan moet het slaan; anders gaat het er met een stap of een galop uit.
# De opdracht, gericht aan de leerling.
learn-lesson-7-task = Je pion op G1 staat in je eigen kasteel. Doe je zet.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-7-miss = De pion op G1 moet het kasteel nu verlaten.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-7-praise = Het kasteel verlaten gaat voor alles, zelfs voor slaan.

## Les 8
learn-lesson-8-title = Het kasteel van de tegenstander
learn-lesson-8-text-1 = Je wint door het kasteel van je tegenstander binnen te gaan. Een stuk dat erin komt,
    blijft daar de rest van de partij, en zijn zet eindigt zodra het erin landt, zelfs
    midden in een galop of een reeks slagen.
# De opdracht, gericht aan de leerling.
learn-lesson-8-task = Breng een van je pionnen in het kasteel van Zwart.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-8-miss = Met die zet blijf je buiten. Het kasteel van Zwart is F16 en G16.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-8-praise = Binnen! Dat stuk verlaat het kasteel van Zwart nooit meer.

## Les 9
learn-lesson-9-title = In het kasteel van de tegenstander
learn-lesson-9-text-1 = Een stuk in het kasteel van je tegenstander kan er niet meer uit: het mag er nooit meer
    uit stappen, galopperen of slaan.
learn-lesson-9-text-2 = Zijn enige zet is de kasteelzet: een stap naar het andere kasteelveld,
    als dat veld leeg is. Elke speler mag in een hele partij hoogstens twee kasteelzetten doen,
    en geen enkele zolang er slagplicht geldt (de kasteelzet telt als gewone zet).
learn-lesson-9-text-3 = Een kasteelzet kan ruimte maken: een ander stuk van je kan dan binnenkomen
    waar het eerste stond.
# De opdracht, gericht aan de leerling.
learn-lesson-9-task = Je pion op G16 staat in het kasteel van Zwart. Je pion op H15 wil ook naar
    binnen, maar G16 is bezet en F16 is buiten zijn bereik. Je hebt deze partij al één kasteelzet gedaan,
    dus je hebt er nog één over: gebruik die om ruimte te maken.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-9-miss = Dat mag, maar G16 is nog steeds bezet, dus de pion op H15 kan nog steeds niet
    naar binnen. Verplaats de pion die in het kasteel staat.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-9-praise = Dat was de kasteelzet, je tweede en laatste in deze partij. Volgende beurt
    zet H15-G16 een tweede pion in het kasteel van Zwart en win je.

## Les 10
learn-lesson-10-title = Winnen en remise
learn-lesson-10-text-1 = Je wint als twee van je stukken in het kasteel van je tegenstander staan, als
    je alle stukken van je tegenstander hebt geslagen en er zelf minstens twee hebt gehouden, of als je
    tegenstander geen reglementaire zet meer heeft terwijl jij twee of meer stukken hebt.
learn-lesson-10-text-2 = De partij is remise als beide spelers nog maar één stuk of geen enkel stuk hebben. In
    deze app is het ook remise als dezelfde stelling voor de derde keer voorkomt (een huisregel die je
    in het venster “Nieuwe partij” kunt uitzetten).
# De opdracht, gericht aan de leerling.
learn-lesson-10-task = Een van je pionnen staat al in het kasteel van Zwart. Win de partij in één zet.
# Gezegd als een reglementaire zet (of een klik) de opdracht niet uitvoert.
learn-lesson-10-miss = Dat mag, maar de partij gaat door. Je hebt een tweede stuk nodig in het kasteel
    van Zwart.
# Gezegd als de opdracht is uitgevoerd.
learn-lesson-10-praise = Twee stukken in het kasteel van Zwart: Wit wint!

## Links naar puzzels over de regel van een les
learn-practise-castle-entry = Oefenen: kasteel binnengaan
learn-practise-quiet-move = Oefenen: stille zetten
learn-practise-multi-jump = Oefenen: meerslagen
learn-practise-charge = Oefenen: ridderaanval
learn-practise-defence = Oefenen: verdediging
learn-practise-castle-duty = Oefenen: eigen kasteel verlaten
learn-practise-castle-race = Oefenen: race naar het kasteel
learn-practise-win = Oefenen: de partij winnen
