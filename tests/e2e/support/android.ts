/** The Android app's download address the test server offers on /android (never downloaded). */
export const ANDROID_APP_URL = 'https://downloads.placard.example/placard-player.apk';
