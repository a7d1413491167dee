$a = 'abc' =~ /b/
$b = 'abc' !~ /z/
