# A resource declared by inline_epp() code belongs to the calling class (the template is a
# closure of the caller's scope), with the class's tags; one declared by a function-level lambda
# inside the template too.
class wrapper {
  $name_in_class = 'from-class'
  $out = inline_epp('<% notify { "inline-${name_in_class}": } %><% [1].each |$i| { notify { "lambda-${i}": } } %>done')
  notify { 'result': message => $out }
}
include wrapper
