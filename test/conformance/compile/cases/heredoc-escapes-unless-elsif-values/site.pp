$name2 = 'world'
$a = @("END")
    Hello ${name2}
      indented \t tab
    ${[1, 2].join(',')} and $name2
    \$literal \\ back \u00e9 \x
    | END
$b = @(END/L)
  line one \
  continues
  -END
$c = @("X"/$)
  price: \$5 and $name2
  |- X
$d = @(Y)
  raw ${name2} \n
  | Y
$e = @("Z"/nrt)
  a\nb\tc\rd\se
  | Z
$f = "a\qb\'c\"d\$e${name2}f\
g"
$g = 'a\'b\\c\nd'
notify { 'h': message => [$a, $b, $c, $d, $e, $f, $g] }
if false { notify { 'no': } } elsif 1 == 2 { notify { 'no2': } } elsif 'x' =~ /x/ { notify { 'yes': message => $0 } } else { notify { 'no3': } }
unless true { notify { 'u1': } } else { notify { 'u2': } }
unless false { notify { 'u3': } }
$s = unless false { 'unl' }
$t2 = if false { 'x' }
notify { 'vals': message => [$s, $t2, if true { 'y' } else { 'z' }, case 3 { 1, 2: { 'low' } default: { 'hi' } }] }
