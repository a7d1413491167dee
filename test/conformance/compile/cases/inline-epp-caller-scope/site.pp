# inline_epp() is a closure of its caller's scope: a parameterless template reads the caller's
# local variables (rsyslog's '<%= $content %>' format), given parameters shadow them, and epp()
# sees only the top scope.
$top = 'top-level'
define wrap (String $format = '<%= $content %> (<%= $title %>, <%= $top %>)') {
  $content = "content of ${title}"
  notify { "define-${title}": message => inline_epp($format) }
  notify { "given-${title}": message => inline_epp('<%= $content %>', { 'content' => 'given' }) }
}
class holder {
  $local = 'class-local'
  [1, 2].each |$i| {
    notify { "lambda-${i}": message => inline_epp('<%= $local %>/<%= $i %>') }
  }
}
wrap { 'one': }
include holder
