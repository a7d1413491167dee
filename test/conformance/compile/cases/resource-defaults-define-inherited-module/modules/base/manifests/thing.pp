define base::thing($content = "c-${title}") {
  File { group => 'wheel' }
  file { "/thing/${title}": content => $content }
  exec { "run-${title}": command => 'true' }
  if $title == 'one' { base::inner { "in-${title}": } }
}
