# line
/* block
 comment */
$a = 1 # trailing
