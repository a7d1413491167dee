node default {
  include openvpn
}
