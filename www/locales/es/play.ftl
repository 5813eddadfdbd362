# La página de juego: la línea de estado, los resultados, los avisos, las preguntas y los anuncios.
# $side es el nombre traducido de un bando («las blancas», en minúscula y con verbo en plural), $color "white" o "black" para los selectores.
# $move es una jugada en notación de la WCF (C3-D2), $variant el nombre traducido de una variante (Cam, Camette).

play-new-game = Nueva partida.
play-unfinished-kept = Nueva partida empezada. Tu partida sin terminar se conserva: el botón de arriba la recupera.
play-promoted = Esta línea es ahora la línea principal.
play-deleted = Jugadas borradas.
play-no-move = El ordenador no ha encontrado ninguna jugada.
play-nothing-to-load = No hay nada que cargar: pega el registro de una partida o un texto de posición.
play-bring-back-previous = Deshacer: recuperar la partida anterior

## Resultados: «Ganan las blancas: las negras no tienen ninguna jugada legal.»
play-wins = Ganan { $side }
play-draw = Tablas
# $head es play-wins o play-draw, $reason por qué terminó la partida.
play-result = { $head }: { $reason }.

## Anuncios de jugadas
play-planted = Jugada de { $side }: plantan árboles en { $squares }.
play-played = Jugada de { $side }: { $move }.
play-played-capturing = Jugada de { $side }: { $move }, con captura en { $squares }.

## La línea de estado
# $length es la longitud de una partida («17 jugadas»)
play-line-main = de { $length }
play-line-side = línea secundaria de { $length }
play-watch-looking-back = Los ordenadores esperan mientras miras atrás: Reanudar vuelve a la partida.
play-to-move = Juegan { $side }.
play-to-move-side-line = Juegan { $side }: una jugada aquí empieza una línea secundaria.
play-your-move-takes-back = Te toca ({ $side }): una jugada nueva deshace las posteriores (se quedan en la lista).
play-your-move-side-line = Te toca ({ $side }): una jugada aquí empieza una línea secundaria.
# $after es «tras la 5.ª jugada de las blancas» o «al principio»; $line es play-line-main/side; $next una de las líneas de arriba.
play-viewing-position = Viendo la posición { $after } ({ $line }). { $next }
play-paused = En pausa. Juegan { $side }: pulsa Reanudar para seguir.
play-thinking = El ordenador ({ $side }) está pensando.
# $step es lo que dice la entrada de jugadas sobre la jugada que se está introduciendo.
play-your-move-step = Te toca ({ $side }). { $step }
play-to-move-plain = Juegan { $side }
play-your-move-plain = Te toca ({ $side })
play-duty-castle = : la pieza de { $square } debe salir de su castillo
play-duty-capture-one = la pieza de { $square } debe capturar
play-duty-capture-many = { $squares } pueden capturar; una de ellas debe hacerlo
play-duty-capture = : la captura es obligatoria — { $which }
# $who es play-to-move-plain o play-your-move-plain, $duty uno de los textos de obligación o nada, $goal play-goal-anti o nada.
play-status = { $who }{ $duty }.{ $goal }
play-goal-anti = { " " }En Anti-Camelot ganas cuando no puedes mover; una pieza que entra en el castillo rival pierde.

## Avisos
play-taken-back = La partida sigue con { $move }. Las jugadas que deshiciste se guardan como línea secundaria en la lista.
play-side-line = Empieza una línea secundaria con { $move }; las jugadas de la partida se conservan (para volver, usa Inicio o púlsalas en la lista).
play-cannot-play = Esa jugada no es posible: { $why }.
play-taken-back-to = Jugada deshecha. Juegan { $side }.
play-not-deleted = No se ha borrado nada: { $why }.
play-comment-removed = Comentario eliminado.
play-comment-saved = Comentario guardado.
play-resigned = Abandonan { $side }.
play-hint = Pista: { $move }
play-computer-failed = Error del ordenador: { $why }

## Quién juega: «Cam · Dos jugadores en este dispositivo»
play-mode-perfect = Juegas con { $side } contra Perfecto, el juego resuelto
play-mode-computer = Juegas con { $side } contra el ordenador, nivel { $level }
play-mode-two = Dos jugadores en este dispositivo
play-mode-watch-same = Ordenador contra ordenador, nivel { $level }
play-mode-watch = Ordenador contra ordenador: las blancas, nivel { $white }; las negras, nivel { $black }
play-mode-with-variant = { $variant } · { $who }

## Piezas capturadas: «Capturas de las blancas: 2 peones, 1 caballero»
play-took = Capturas de { $side }: { $taken }
play-taken-none = ninguna

## Preguntas antes de sustituir una partida
play-current-game = Tu partida actual
play-current-game-length = Tu partida actual ({ $length })
play-current-game-length-side = Tu partida actual ({ $length } y { $side_moves } en líneas secundarias)
play-ask-new-game-title = ¿Empezar una nueva partida de { $variant }?
play-ask-new-game = { $current } se sustituirá por una nueva partida de { $variant }. Podrás recuperarla después (el aviso que aparecerá te lo ofrece).
# $what es "game" (partida) o "position" (posición)
play-ask-link = ¿Abrir { $what ->
    [game] la partida
   *[position] la posición
} del enlace?
play-ask-editor = ¿Jugar { $what ->
    [game] la partida
   *[position] la posición
} del editor?
play-ask-paste = ¿Abrir { $what ->
    [game] la partida
   *[position] la posición
} que has pegado?
play-ask-file = ¿Abrir { $what ->
    [game] la partida
   *[position] la posición
} del archivo?
play-ask-replace = { $current } se sustituirá. Podrás recuperarla después (el aviso que aparecerá te lo ofrece).
# $what es "game", "position" o "new"; $origin "link", "editor", "paste" o "file".
play-kept-instead = Se conserva tu partida; no se ha abierto { $what ->
    [game] la partida
    [new] la nueva partida de { $variant }
   *[position] la posición
} { $origin ->
    [link] del enlace
    [editor] del editor
    [paste] que pegaste
   *[file] del archivo
}.

## Tras abrir algo
play-previous-kept = { " " }Tu partida anterior se conserva (Deshacer la recupera).
play-new-game-from-link = Nueva partida de { $variant } desde el enlace.{ $kept }
# $origin es "link", "editor" u "other"
play-position-loaded = Posición cargada{ $origin ->
    [link] { " " }desde el enlace
    [editor] { " " }desde el editor
   *[other] {""}
}.{ $over }{ $kept }
play-game-from-link = Partida cargada desde el enlace. Tras tu jugada, usa Compartir para enviar el nuevo enlace.{ $kept }
play-over-to-move = { " " }Juegan { $side }.
play-game-loaded = Partida cargada: { $length }.{ $over }{ $kept }
play-previous-back = Has recuperado tu partida anterior ({ $length }).
play-bad-position-link = La posición del enlace no es válida: { $why }. Se conserva tu partida actual.
play-bad-record-link = La partida del enlace no es válida: { $why }. Se conserva tu partida actual.
play-record-other-variant = La partida del enlace es de { $is }, no de { $says } como indica la variante del enlace. Se conserva tu partida actual.
play-unknown-variant = Este programa no sabe jugar la variante del enlace ({ $why }). Se conserva tu partida actual.
play-bad-play = El valor de play del enlace debe ser white, black o two, no { $value }: juegas con el bando al que le toca mover.
play-not-restored = No se pudo restaurar la partida guardada ({ $why }); se ha empezado una nueva.
# Por qué no se pudo restaurar la partida guardada: el $why de play-not-restored (con
# storage-unreadable, storage-other-version y storage-bad-record de app.ftl).
# $field es el nombre de un campo de los datos guardados, tal cual (no se traduce).
play-restore-field = falta una parte o está dañada ({ $field })
# $kind es el tipo de jugadores tal como se guardó (no se traduce).
play-restore-players = jugadores desconocidos ({ $kind })
play-restore-bad-start = posición inicial no válida ({ $why })
# $number cuenta las jugadas guardadas desde 1; $move_text es la jugada tal como se guardó.
play-restore-bad-move = la jugada { $number } ({ $move_text }) no es legal: { $why }
play-copied = Copiado al portapapeles: { $what }.
play-not-copied = El navegador no ha permitido copiar al portapapeles: { $what }.
play-unreadable-file = No se pudo leer el archivo { $name } como texto.

## Pistas: $moves es el número de jugadas del ganador hasta el final
play-hint-line = Pista: { $move } (marcada en el tablero).
play-hint-draw = Pista: { $move } (marcada en el tablero): mantiene las tablas — juego resuelto.
play-hint-win = Pista: { $move } (marcada en el tablero): gana en { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
} — juego resuelto.
play-hint-loss = Pista: { $move } (marcada en el tablero). Tu posición está perdida: Perfecto gana en { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
} como mucho — juego resuelto.

## El selector de nivel
play-level-beginner = { $level } (principiante)
play-level-club = { $level } (club)
play-level-strongest = { $level } (el más fuerte)
play-level-perfect = Perfecto (el juego resuelto)
play-camette-solved = { " " }· resuelto: prueba el nivel Perfecto
play-perfect-note = Perfecto juega el juego resuelto: mantiene todas las tablas y gana todas las partidas que dejes escapar. La primera partida lo descarga (3,5 MB), también para jugar sin conexión.
play-downloading = Descargando el juego resuelto… { $got } MB
play-downloading-of = Descargando el juego resuelto… { $got } de { $total } MB
play-thinking-detail = profundidad { $depth }, evaluación { $score } (para las blancas)
# El detalle cuando el motor ve una victoria forzada: $outcome es eval-wins-in o eval-has-won («Ganan las blancas en 3 jugadas»).
play-thinking-win = { $outcome } (profundidad { $depth })

## El aviso sobre una posición anterior
play-viewing-earlier = Estás viendo una posición anterior.{ " " }
play-viewing-side-line = Estás en una línea secundaria.{ " " }

## Botones, etiquetas y títulos de la página de juego
play-ui-light-colours = Colores claros
play-ui-dark-colours = Colores oscuros
play-ui-switch-to-light-colours = Cambiar a colores claros
play-ui-switch-to-dark-colours = Cambiar a colores oscuros
play-ui-light = { " " }Claro
play-ui-dark = { " " }Oscuro
play-ui-sound-on = Sonido: sí
play-ui-sound-off = Sonido: no
play-ui-sound = Sonido:{ " " }
play-ui-on = sí
play-ui-off = no
play-ui-new-game = Nueva partida
play-ui-share = Compartir
play-ui-game-over = Partida terminada.{ " " }
play-ui-you-won = Has ganado.{ " " }
play-ui-you-lost = Has perdido.{ " " }
play-ui-review-this-game = Revisar esta partida
play-ui-analyse = Analizar
play-ui-back-to-the-game = Volver a la partida
play-ui-thinking = Pensando…{ " " }
play-ui-a-dot-the-move-can-end = { " " }Un punto: la jugada puede terminar ahí.{ " " }
play-ui-got-it = Entendido
play-ui-learn-the-rules = Aprende las reglas
play-ui-undo = Deshacer
play-ui-redo = Rehacer
play-ui-resume = Reanudar
play-ui-pause = Pausa
play-ui-hint = Pista
play-ui-flip-board = Girar tablero
play-ui-confirm-resign = ¿Seguro que abandonas?
play-ui-resign = Abandonar
play-ui-game-record = Registro de la partida
play-ui-copy-game = Copiar partida
play-ui-download = Descargar
play-ui-paste-game-or-position = Pegar partida o posición
play-ui-open-file = Abrir archivo…
play-ui-copy-position = Copiar posición
play-ui-edit-this-position = Editar esta posición
play-ui-bring-back-the-previous-game = Recuperar la partida anterior
play-ui-game = Juego
play-ui-players = Jugadores
play-ui-you-against-the-computer = { " " }Tú contra el ordenador
play-ui-two-players-on-this-device = { " " }Dos jugadores en este dispositivo
play-ui-computer-against-computer-watch = { " " }Ordenador contra ordenador (mirar)
play-ui-your-colour = Juegas con
play-ui-white-moves-first = { " " }Las blancas (mueven primero)
play-ui-black = { " " }Las negras
play-ui-computer-level = Nivel del ordenador{ " " }
play-ui-white-s-level = Nivel de las blancas{ " " }
play-ui-black-s-level = Nivel de las negras{ " " }
play-ui-speed = Velocidad{ " " }
play-ui-slow = Lenta
play-ui-normal = Normal
play-ui-fast = Rápida
play-ui-draw-on-threefold-repetition-house-rule = { " " }Tablas por triple repetición (regla de la casa)
play-ui-cancel = Cancelar
play-ui-start = Empezar
play-ui-paste-a-game-or-a-position = Pega una partida o una posición
play-ui-a-game-record-continues-that-game = El registro de una partida continúa esa partida; un texto de posición empieza una partida nueva desde ella.
play-ui-paste-field = Registro de partida o texto de posición
play-ui-load = Cargar
play-ui-keep-my-game = Conservar mi partida
play-ui-replace-it = Sustituirla
# $move: la jugada hasta ahora (E4-E6-E8)
play-end-move-here = Terminar la jugada aquí ({ $move })
# $choose es «pulsa» o «toca»
play-legend-ring = { " " }Un anillo: una casilla de llegada donde la jugada no puede terminar (un salto debe continuar) — { $choose } ahí para avanzar brinco a brinco. Un galope puede terminar en cualquiera de sus casillas de llegada, por eso se marcan con puntos. Una cruz marca una pieza que la jugada captura.
# $choose es «Pulsa» o «Toca»; le sigue el enlace play-ui-learn-the-rules
play-welcome = { $choose } una de tus piezas para ver adónde puede moverse. ¿Es tu primera vez en Camelot?{ " " }
# Lo que se ha copiado: «Copiado al portapapeles: Registro de la partida.»
play-what-game-record = Registro de la partida
play-what-position-text = Texto de posición
play-what-line = Línea
play-ui-sounds-title = Sonidos de jugadas y capturas
