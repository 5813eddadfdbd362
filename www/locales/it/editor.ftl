# editor
# L'editor di posizioni (#/editor): la scacchiera, la tavolozza dei pezzi, le verifiche delle regole,
# i campi del testo della posizione e i link per giocare, analizzare, condividere o incorporare la posizione.
# Note per chi traduce:
# - I nomi delle caselle (F1, G9), il testo delle posizioni e i nomi dei tasti (1–5, Tab,
#   Enter, Space, Delete, Backspace) restano come sono.
# - $side è il nome di un colore come lo traduce app.ftl («Bianco», senza articolo); $possessive
#   la sua forma possessiva («del Bianco»); $color è "white" o "black", per i selettori.
# - $variant è il nome di un gioco (Camelot, Camette…), da core.ftl.
# - $why è un motivo dato dalle verifiche delle regole (core.ftl), di solito con l'iniziale minuscola.

## La pagina
editor-mode = Editor di posizioni
editor-board-area = Scacchiera
editor-tools = Pezzi e verifiche
editor-palette = Pezzo da mettere sulla scacchiera
editor-clear = Svuota la scacchiera
editor-start = Posizione iniziale
editor-flip = Gira la scacchiera
editor-setup-title = Prepara una posizione
editor-keyboard = Tastiera
# Come preparare la scacchiera con un dito.
editor-help-touch = Tocca una casella per metterci il pezzo scelto (toccala di nuovo per toglierlo).
    Trascina un pezzo per spostarlo; per rimuoverlo, trascinalo fuori dalla scacchiera o tienici sopra il dito.
# Come preparare la scacchiera con il mouse.
editor-help-mouse = Clicca una casella per metterci il pezzo scelto (cliccala di nuovo per toglierlo).
    Trascina un pezzo per spostarlo; per rimuoverlo, trascinalo fuori dalla scacchiera o cliccalo col tasto destro.
    Trascina dalla tavolozza per mettere un pezzo dove vuoi.
editor-keys = I tasti 1–5 scelgono un pezzo: 1 pedina bianca, 2 cavallo bianco, 3 pedina nera, 4 cavallo nero, 5 (o 0) la gomma.
    Con Tab vai sulla scacchiera, ti sposti con le frecce e premi Enter o Space per mettere il pezzo (di nuovo per toglierlo);
    Delete o Backspace svuota la casella.

## La tavolozza
editor-piece-white-man = Pedina bianca
editor-piece-white-knight = Cavallo bianco
editor-piece-black-man = Pedina nera
editor-piece-black-knight = Cavallo nero
editor-piece-eraser = Gomma
# Il suggerimento di un pulsante della tavolozza: «Pedina bianca (tasto 1)».
editor-tool-title = { $tool } (tasto { $key })

## Le verifiche
editor-verdict-empty = La scacchiera è vuota: scegli un pezzo e { $verb } le caselle per piazzarlo.
# Prima dell'elenco dei problemi.
editor-verdict-broken = Questa posizione viola le regole ({ $n ->
    [one] { $n } problema
   *[other] { $n } problemi
}):
# Una partita già finita: $text è uno dei messaggi editor-decided-….
editor-verdict-decided = { $text }.
# Perché le regole vietano un problema della posizione.
editor-why-own-castle = Un pezzo entra nel proprio castello solo con un salto e deve uscirne alla mossa successiva: nessuna partita arriva a questa posizione.
editor-why-too-many = Nessun colore ha mai più pezzi di quanti ne ha all'inizio (14 in Camelot: 4 cavalli, 10 pedine).
editor-why-off-board = I pezzi stanno solo sulle caselle della scacchiera.
editor-why-trees = Ogni colore pianta i suoi alberi sulle proprie caselle da albero, prima il Bianco, prima della prima mossa.
# La partita è già finita nella posizione: $winner ha vinto contro $loser.
editor-decided-castle = Ha vinto il { $winner }: due pezzi nel castello { $loser_possessive }
editor-decided-captured = Ha vinto il { $winner }: il { $loser } non ha più pezzi
editor-decided-blocked = Ha vinto il { $winner }: il { $loser }, a cui tocca muovere, non ha mosse legali
# Una patta: $side deve muovere e non può, $other ha meno di due pezzi.
editor-decided-draw-blocked = Patta: il { $side }, a cui tocca muovere, non ha mosse legali e il { $other } ha meno di due pezzi
editor-decided-draw-reduced = Patta: entrambi i giocatori hanno al massimo un pezzo
# Un'altra fine; $outcome è il risultato a parole (core.ftl).
editor-decided-other = La partita è finita: { $outcome }
editor-playable = Tocca al { $side }.
# $role è il pezzo nel castello: "man" (pedina) o "knight" (cavallo).
editor-playable-leave-castle = Tocca al { $side }. { $role ->
    [man] La pedina
    [knight] Il cavallo
   *[piece] Il pezzo
} in { $square } deve prima uscire dal castello { $possessive }.
editor-playable-capture = Tocca al { $side }. La cattura è obbligatoria.
# La riga dei conteggi: «Bianco: 4 cavalli, 10 pedine · Nero: 1 pedina» ($knights e $men sono
# count-knights e count-men di app.ftl).
editor-counts-both = { $knights }, { $men }
editor-counts-none = nessun pezzo
editor-counts-side = { $side }: { $list }
# Più pezzi di quanti un colore ne possa avere: $total è il loro numero.
editor-counts-side-over = { $side }: { $list } ({ $total })
editor-counts = { $white } · { $black }

## Ciò che i cambiamenti della scacchiera dicono ai lettori di schermo ($piece è un nome
## editor-piece-…; le frasi evitano gli accordi di genere, perché $piece può essere pedina o cavallo)
editor-announce-put = { $piece } in { $square }.
editor-announce-emptied = { $square } svuotata.
editor-announce-moved = { $piece }: da { $from } a { $to }.
editor-announce-removed = { $piece } in { $square }: pezzo tolto.
editor-announce-variant = Scacchiera di { $variant }, posizione iniziale.

## I campi
editor-castle-moves = Mosse di castello già usate { $possessive }
editor-game = Gioco
editor-game-title = Un altro gioco della famiglia parte dalla sua posizione iniziale
editor-turn = Chi muove
editor-move-number = Numero di mossa
editor-position-text = Testo della posizione
# Dopo «Testo della posizione» (inizia con uno spazio).
editor-position-text-help = { " " }— modificalo qui o incollane uno
editor-copy-position = Copia il testo della posizione
editor-not-read = Testo non leggibile: { $why }. La scacchiera resta com'è finché il testo non si può leggere.

## Giocare e analizzare
editor-play-title = Gioca da qui
# Prima della scelta del livello (lascia lo spazio alla fine).
editor-level = Livello del computer{ " " }
editor-play-side = Gioca col { $side } contro il computer
editor-play-two = Due giocatori
editor-analyse = Analizza
editor-analyse-why-not = Correggi i problemi qui sopra per analizzare questa posizione.
editor-why-not-empty = Prima metti qualche pezzo.
editor-why-not-broken = Correggi i problemi qui sopra per giocare da questa posizione.
editor-why-not-decided = In questa posizione la partita è già finita.
# $verb è «Clicca» o «Tocca» (choose-click-cap, choose-touch-cap di app.ftl).
editor-play-help = { $verb } un pulsante: la pagina di gioco si apre su questa posizione (chiede conferma prima di sostituire una partita in corso).

## Condividere
editor-share-title = Condividi
editor-share-link = Link per giocare questa posizione
editor-share-link-help = Apre la pagina di gioco su questa posizione.
editor-embed-options = Opzioni di incorporamento
editor-embed-options-title = Opzioni di incorporamento:
# Prima di una scelta (lascia lo spazio alla fine).
editor-embed-bottom = Colore in basso{ " " }
editor-embed-colours = Colori{ " " }
editor-embed-light = Chiari
editor-embed-dark = Scuri
# Dopo una casella di spunta (inizia con uno spazio).
editor-embed-interactive = { " " }I visitatori possono giocare delle mosse
editor-embed = Incorpora questa posizione
editor-embed-help = Incollalo in una pagina web per mostrare la scacchiera.
# Il titolo del riquadro della scacchiera incorporata in un altro sito.
editor-embed-frame-title = Posizione di { -game-name }
editor-share-none = I link e il codice da incorporare richiedono una posizione che rispetti le regole.
editor-link = Link a questa posizione nell'editor
editor-link-help = Apre l'editor su questa posizione, anche se è ancora da correggere.

## Messaggi
editor-saved-unreadable = Non è stato possibile leggere la posizione salvata dall'editor ({ $why }); viene mostrata la posizione iniziale.
editor-link-unreadable = Non è stato possibile leggere la posizione nel link: { $why }. L'editor mostra la posizione iniziale;
    correggi il testo qui sotto o prepara la scacchiera.
editor-restore-version = una versione sconosciuta, { $version }
editor-restore-bad-text = testo della posizione non valido: { $why }
