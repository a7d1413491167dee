$topvar = 'top'
class base { $basevar = 'base' }
class erbcase inherits base {
  $own = 'own'
  notify { 'erb': message => template('TEMPLATE') }
}
include erbcase
