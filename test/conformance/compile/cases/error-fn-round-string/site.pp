notify { 'a': }
$x = round('2.5')
