$a = 1
'dangling'
$b = 2
