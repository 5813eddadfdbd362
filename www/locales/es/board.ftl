# Camelot: el tablero, la entrada de jugadas, la lista de jugadas y compartir (los usa toda página
# que muestra un tablero o recibe jugadas).
# Notas para quien traduzca:
# - $square, $from, $to, $at son nombres de casillas (F7, H11); $move es una jugada en notación
#   (F7-F9, E4-E6-G8, C2,D2,I2): no se traducen.
# - $side, $owner, $turn, $other son el nombre de un bando tal como se traduce en app.ftl
#   («las blancas», en minúscula y con verbo en plural); $color, $owner_color, $turn_color son "white" o "black", para elegir una forma.
# - $click es el verbo para elegir una casilla tal como se traduce en app.ftl («pulsa», o «toca»
#   en una pantalla táctil); $click_cap lo mismo con mayúscula.
# - Una pieza con su casilla se dice «peón de E4» (como «la pieza de F7» en play.ftl).
# - leg (cada tramo de una jugada de varios pasos) = brinco; ring / dot = anillo / punto.

## El tablero (lo que oyen los lectores de pantalla)
# El nombre del tablero cuando la página no da ninguno.
board-label = Tablero de { -game-name }
# El nombre del tablero con el título de su juego ($variant: «Camelot», «Cam», «River Camelot»).
board-label-variant = Tablero de { $variant }
# Una casilla: «F7, vacía», «F7, peón blanco».
board-square-empty = { $square }, vacía
board-square-piece = { $square }, { $piece }
# Una casilla del río, donde no puede entrar ninguna pieza (River Camelot).
board-square-river = { $square }, río
# Una casilla con un árbol (River Camelot).
board-square-tree = { $square }, árbol
# Un puente sobre el río: «D7, puente, vacía», «D8, puente, caballero blanco».
board-square-bridge-empty = { $square }, puente, vacía
board-square-bridge-piece = { $square }, puente, { $piece }
# Lo que es una casilla mientras se introduce una jugada, tras lo que dicen las líneas de arriba
# ($label): «F7, peón blanco, seleccionada».
board-square-planting = { $label }, árbol por plantar
board-square-selected = { $label }, seleccionada
board-square-next = { $label }, siguiente casilla de llegada
board-square-destination = { $label }, destino posible
# Las piezas, tal como siguen al nombre de la casilla.

## Entrada de jugadas: por qué una jugada o una pulsación no hace nada
# Una pieza con su casilla: «peón de E4» ($role: "man" o "knight").
board-piece-on = { $role ->
    [knight] caballero
   *[man] peón
} de { $square }
# Se eligió la pieza de $from y después ninguna casilla de llegada.
board-miss-nowhere = La pieza de { $from } no puede moverse así.
# El jugador intentó terminar una jugada en $to, donde la jugada debe continuar.
board-miss-stop = La jugada no puede terminar en { $to }: debe continuar. Los anillos y los puntos muestran por dónde.
# La obligación que limita las jugadas, añadida a los dos mensajes que le siguen ($duty: "leave",
# "capture" o "none"; el espacio delante de la frase forma parte de ella).
board-miss-duty = { $duty ->
    [leave] { " " }Debe salir de su castillo en este turno.
    [capture] { " " }La captura es obligatoria.
   *[none] { "" }
}
# La pieza de $from no puede ir a $to.
board-miss-to = La pieza de { $from } no puede ir a { $to }. Los puntos muestran adónde puede ir.{ board-miss-duty }
# Una pieza que avanza brinco a brinco, ahora en $at, no puede seguir hasta $to.
board-miss-on = Desde { $at } la pieza no puede seguir hasta { $to }. Los anillos y los puntos muestran dónde puede caer el siguiente brinco.{ board-miss-duty }
# $outcome es el resultado, tal como lo dicen las palabras de las reglas («Ganan las blancas: …»).
board-why-game-over = La partida ha terminado: { $outcome }.
board-why-empty = { $square } está vacía. Selecciona primero una de tus piezas y después adónde debe ir.
board-why-tree = En { $square } hay un árbol: ninguna pieza puede caer en esa casilla ni brincar sobre ella.
board-why-river = { $square } está en el río: ninguna pieza puede entrar en esa casilla ni brincar sobre ella.
# Se eligió una pieza del otro bando.
board-why-enemy = Esa pieza es de { $owner }. Juegas con { $turn }: { $click } una de tus piezas.
# $piece y $leaver son piezas con su casilla («peón de E4»).
board-why-must-leave = Tu { $piece } no puede moverse ahora: tu { $leaver } está en su propio castillo y antes debe salir de él.
# $capturers: piezas con su casilla, como lista con «o» («peón de E4 o caballero de J6»).
board-why-must-capture = Tu { $piece } no puede moverse ahora: la captura es obligatoria y solo puede capturar tu { $capturers }.
board-why-no-move = Tu { $piece } no tiene ninguna jugada legal.

## Entrada de jugadas: la obligación del bando al que le toca mover
board-duty-leave = Tu { $piece } está en su propio castillo: debe salir en este turno.
board-duty-capture = La captura es obligatoria: captura con tu { $pieces }.

## Entrada de jugadas: el siguiente paso de una jugada que se está introduciendo
# Una primera pulsación mostró la jugada $move, que termina en $square; una segunda la juega.
board-status-confirm = { $click_cap } { $square } otra vez para jugar { $move }, o { $click } otra casilla.
# Varias jugadas terminan en $square capturando piezas distintas: una lista debajo las ofrece.
board-status-choose = Elige cómo ir a { $square }: las jugadas de abajo capturan piezas distintas.
# Un galope puede terminar en $at o seguir brincando.
board-status-canter-or-stop = Sigue galopando o termina la jugada aquí: { $click } un anillo para seguir brincando, o { $click } otra vez { $at } para parar.
board-status-keep-jumping = Sigue saltando: la captura debe continuar. { $click_cap } el siguiente anillo o punto.
board-status-keep-cantering = Sigue galopando: la jugada no puede terminar en { $at }. { $click_cap } el siguiente anillo o punto.
# Un caballero que galopa no puede terminar su jugada donde podría seguir saltando: la carga del caballero.
board-status-knight-duty = Sigue: desde { $at } este caballero puede saltar, así que debe capturar en esta jugada (la obligación del caballero).
board-status-stuck = La jugada no puede continuar desde { $at }.

## Entrada de jugadas: plantar árboles (River Camelot, antes de la primera jugada)
# Un número pequeño en palabras, en femenino porque cuenta casillas: «tres».
board-number-word = { $n ->
    [1] una
    [2] dos
    [3] tres
   *[other] { $n }
}
# Todos los árboles están elegidos ($squares: una lista con «y» de casillas, «C2, D2 y I2»).
board-plant-ready = Planta los árboles de { $side } en { $squares }, o { $click } una de esas casillas para volver a elegirla.
# $wanted: cuántos árboles planta el bando ($wanted_word: lo mismo en palabras, «tres»);
# $left y $left_word: cuántos quedan por elegir; $chosen: cuántos están elegidos.
board-plant-progress = Antes de la primera jugada, { $side } plantan árboles en { $wanted_word } casillas: { $click } { $left_word } de las casillas con punto del lado de { $side } ({ $chosen } de { $wanted } elegidas).
# Por qué una casilla no admite un árbol. $where: "other" (ahí planta el otro bando, $other),
# "river" (la casilla está en el río) o "none".
board-plant-not-yours = { $square } no es una casilla de árbol de { $side }{ $where ->
    [other] { " " }(ahí plantan { $other })
    [river] { " " }(está en el río)
   *[none] { "" }
}: los puntos muestran dónde pueden plantar { $side }.
board-plant-taken = { $square } está ocupada: los árboles van en casillas de árbol vacías.
# Ya hay $n árboles elegidos (todos los árboles del bando).
board-plant-all-chosen = { $n ->
    [1] Ya has elegido el árbol: plántalo, o vuelve a elegirlo para quitarlo.
    [2] Ya has elegido los dos árboles: plántalos, o vuelve a elegir uno para quitarlo.
    [3] Ya has elegido los tres árboles: plántalos, o vuelve a elegir uno para quitarlo.
   *[other] Ya has elegido los { $n } árboles: plántalos, o vuelve a elegir uno para quitarlo.
}

## Entrada de jugadas: botones y la elección entre jugadas
# $move: la jugada que mostró una primera pulsación.
board-confirm-play = Jugar { $move }
board-cancel = Cancelar
# $move: los árboles elegidos, como jugada («C2,D2,I2»).
board-plant-trees = Plantar los árboles ({ $move })
board-plant-again = Volver a elegir
# Deshace los brincos de la jugada introducidos hasta ahora.
board-start-again = Reiniciar la jugada
# La elección entre jugadas que terminan en la misma casilla ($square) pero capturan distinto.
board-choice-label = Jugadas que terminan en { $square }
board-choice-intro = { $n } jugadas terminan en { $square } y capturan piezas distintas. ¿Cuál eliges?
board-choice-other-square = Elegir otra casilla
# Lo que captura una jugada de la elección ($squares: las casillas, separadas por comas).
board-choice-captures = captura en { $squares }
board-choice-captures-nothing = no captura nada

## La lista de jugadas
board-moves-heading = Jugadas
board-moves-label = Jugadas
board-moves-none = Aún no hay jugadas.
board-step-label = Recorrer la partida
# Los botones que recorren la partida; los títulos nombran sus teclas (Inicio, ←, →, Fin).
board-step-first = Principio
board-step-first-title = Principio (Inicio)
board-step-back = Una jugada atrás
board-step-back-title = Atrás (←)
board-step-forward = Una jugada adelante
board-step-forward-title = Adelante (→)
board-step-last = Final de la línea
board-step-last-title = Final de la línea (Fin)
# La barra de botones que actúan sobre la jugada mostrada ($move), o sobre ninguna.
board-bar-label = La jugada { $move }
board-bar-label-none = Ninguna jugada mostrada
board-delete = Borrar desde aquí
board-delete-title = Borrar esta jugada y todas las siguientes (el aviso permite deshacerlo)
board-copy-line = Copiar línea
board-copy-line-title = Copiar las jugadas desde el principio hasta aquí
board-comment-add = Añadir comentario
board-comment-edit = Editar comentario
board-promote = Hacer línea principal
board-promote-title = Convertir esta línea secundaria en la línea principal de la partida
board-promote-title-main = Esta jugada está en la línea principal de la partida
# El editor de comentarios.
board-comment-label = Comentario sobre esta jugada
board-comment-save = Guardar
board-comment-remove = Eliminar

## Lo que hizo un cambio en las jugadas de la partida (un aviso, con un botón para deshacerlo)
board-undo = Deshacer
board-restored = Restaurado tal como estaba.
board-count-comments = { $n ->
    [one] { $n } comentario
   *[other] { $n } comentarios
}
# $moves: cuántas jugadas («4 jugadas»); $comments: cuántos comentarios («1 comentario»).
board-line-deleted = Línea borrada ({ $moves }).
board-line-deleted-comments = Línea borrada ({ $moves }, { $comments }).
# $text: el principio del comentario tal como era (termina en … si está recortado).
board-comment-removed = Comentario eliminado («{ $text }»).
board-comment-changed = Comentario modificado (antes decía «{ $text }»).

## Leer una partida o una posición que trae un jugador
# $error: lo que, según las palabras de las reglas, está mal.
board-import-bad-position = Este texto de posición no es válido: { $error }.
board-import-bad-record = { $error }.

## Compartir
board-share-title = Compartir o insertar
board-share-link = Enlace a esta partida
board-share-link-help = Abre esta partida, lista para continuar. Para jugar con un amigo sin servidor, envíale el enlace después de cada jugada.
board-share-embed-position = Insertar esta posición
board-share-embed-position-help = Pégalo en una página web para mostrar la posición actual.
board-share-embed-game = Insertar esta partida
board-share-embed-game-help = Muestra la partida tal como está en pantalla (la línea secundaria y la jugada mostrada), con botones para recorrer las jugadas.
# Los títulos de los marcos insertados (los lectores de pantalla nombran el marco con ellos).
board-share-frame-position = Posición de { -game-name }
board-share-frame-game = Partida de { -game-name }
board-share-done = Hecho
