class a {
  tag 'custom', 'Other'
  notify { 'n': tag => 'own' }
}
include a
