# An undef value for a name the template does not declare is dropped before the names are
# checked (nginx's mailhost passes listen_options to a template without it).
$c = 'top'
notify { 'undeclared undef': message => epp('m/t.epp', { 'a' => 'x', 'c' => undef, 'listen_options' => undef }) }
notify { 'declared undef': message => epp('m/t.epp', { 'a' => 'y', 'b' => undef }) }
