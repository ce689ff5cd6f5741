// The list Placard uses to recognise public mail providers (gmail.com, outlook.com…): the domains of
// free e-mail services, lower case.
declare module 'email-providers' {
  const domains: string[];
  export default domains;
}
