# stdlib's shell_split builds each word in a binary String.new: ASCII words are binary, a word
# with a non-ASCII character UTF-8.
$words = shell_split('a "b c" d\ e é x"é"')
notify { 'words': message => $words }
notify { 'first': message => $words[0] }
notify { 'joined': message => join($words, ' ') }
notify { 'empty': message => shell_split('""') }
exec { 'cmd': command => shell_split('/bin/true --flag value') }
